// Expected failures carry their status and the JSON body the client reads (Laravel's shapes).

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export function notFound(): HttpError {
  return new HttpError(404, { message: 'Not Found.' });
}

export function forbidden(message = 'This action is unauthorized.'): HttpError {
  return new HttpError(403, { message });
}

export function unauthenticated(): HttpError {
  return new HttpError(401, { message: 'Unauthenticated.' });
}

export function csrfMismatch(): HttpError {
  return new HttpError(419, { message: 'CSRF token mismatch.' });
}

/** Laravel's validation answer: the first message on top, every field's messages under errors. */
export function validationFailed(errors: Record<string, string[]>): HttpError {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first;
  return new HttpError(422, { message, errors });
}
