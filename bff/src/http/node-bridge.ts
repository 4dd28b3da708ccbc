import { type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { type YogaServerInstance } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';

/** Read-only access to request headers, whatever carries them (node:http or a WHATWG Request). */
export interface HeaderReader {
  get(name: string): string | null;
}

export type BffYoga = YogaServerInstance<Record<string, unknown>, GraphQLContext>;

export function nodeHeaders(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const entry of value) headers.append(name, entry);
    else headers.set(name, value);
  }
  return headers;
}

/** The whole body (the caller checked its declared length). */
export function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    request.on('error', reject);
    request.on('aborted', () => reject(new Error('request aborted')));
  });
}

/**
 * yoga answers a request whose body was already read (whole, or the bytes read so far followed by
 * the rest): its whole plugin chain runs, as for a request it reads itself.
 */
export async function yogaAnswers(
  yoga: BffYoga,
  request: IncomingMessage,
  response: ServerResponse,
  body: string | AsyncIterable<Buffer>,
): Promise<void> {
  const init =
    typeof body === 'string'
      ? { method: request.method ?? 'POST', headers: fetchHeaders(request), body }
      : {
          method: request.method ?? 'POST',
          headers: fetchHeaders(request),
          body: Readable.from(body),
          duplex: 'half',
        };
  const answer = await yoga.fetch(
    new yoga.fetchAPI.Request(
      `http://${request.headers.host ?? 'bff.invalid'}${request.url ?? '/graphql'}`,
      // A Node stream body: the @whatwg-node Request takes it; the DOM RequestInit type does not.
      init as unknown as RequestInit,
    ),
    { req: request, res: response },
  );
  await writeFetchResponse(response, answer, []);
}

/** Writes a WHATWG Response (yoga's result processors make them) with extra name/value headers. */
export async function writeFetchResponse(
  response: ServerResponse,
  answer: Response,
  extra: readonly string[],
): Promise<void> {
  response.statusCode = answer.status;
  const cookies = answer.headers.getSetCookie();
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') response.setHeader(name, value);
  });
  for (let index = 0; index < extra.length; index += 2) {
    const [name, value] = [extra[index]!, extra[index + 1]!];
    if (name === 'set-cookie') cookies.push(value);
    else response.setHeader(name, value);
  }
  if (cookies.length > 0) response.setHeader('set-cookie', cookies);
  const body = Buffer.from(await answer.arrayBuffer());
  response.setHeader('content-length', body.length);
  response.end(body);
}

export function setHeaderList(response: ServerResponse, headers: readonly string[]): void {
  for (let index = 0; index < headers.length; index += 2) {
    response.setHeader(headers[index]!, headers[index + 1]!);
  }
}
