// Reading small request bodies (JSON or form) with a size limit; uploads stream elsewhere.
import { HttpError } from './http-error';
import type { RequestContext } from './request-context';

const MAX_BODY_BYTES = 1_048_576;

export async function readBodyFields(context: RequestContext): Promise<Record<string, unknown>> {
  const raw = await readRaw(context);
  if (raw.length === 0) return {};
  const type = (context.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const text = raw.toString('utf8');
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(text));
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, { message: 'The request body is not valid JSON.' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(422, { message: 'The request body must be a JSON object.', errors: {} });
  }
  return parsed as Record<string, unknown>;
}

async function readRaw(context: RequestContext): Promise<Buffer> {
  const declared = Number(context.req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new HttpError(413, { message: 'The request body is too large.' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of context.req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, { message: 'The request body is too large.' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
