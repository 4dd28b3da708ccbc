import { type ServerResponse } from 'node:http';
import { LightResponse } from './light-fetch.js';

// How the JSON edge (graphql-json-edge.ts) writes an answer to node's response.

/** One writeHead with every header and the body encoded once; a stream as it comes. */
export async function writeResponse(
  res: ServerResponse,
  response: unknown,
  securityHeaders: readonly string[],
): Promise<void> {
  if (!(response instanceof LightResponse))
    return writeFetchResponse(res, response, securityHeaders);
  const headers = response.headers.flat([...securityHeaders]);
  const { body } = response;
  if (body === null || typeof body === 'string') {
    const payload = body === null ? null : Buffer.from(body, 'utf8');
    headers.push('content-length', String(payload?.length ?? 0));
    res.writeHead(response.status, response.statusText || undefined, withoutLength(headers));
    res.end(payload);
    return;
  }
  res.writeHead(response.status, response.statusText || undefined, headers);
  await writeStream(res, body as ReadableStream<Uint8Array>);
}

/** A WHATWG Response a hook made with yoga's own fetch API (a refusal before any result). */
async function writeFetchResponse(
  res: ServerResponse,
  response: unknown,
  securityHeaders: readonly string[],
): Promise<void> {
  const answer = response as Response;
  const headers = [...securityHeaders];
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push(name, value);
  });
  for (const cookie of answer.headers.getSetCookie()) headers.push('set-cookie', cookie);
  res.writeHead(answer.status, answer.statusText || undefined, headers);
  if (answer.body) await writeStream(res, answer.body);
  else res.end();
}

/** The list without a content-length a hook set (the edge writes the body's own). */
function withoutLength(headers: string[]): string[] {
  let lengths = 0;
  for (let index = 0; index < headers.length; index += 2) {
    if (headers[index] === 'content-length') lengths += 1;
  }
  if (lengths <= 1) return headers;
  const kept: string[] = [];
  for (let index = 0; index < headers.length - 2; index += 2) {
    if (headers[index] !== 'content-length') kept.push(headers[index]!, headers[index + 1]!);
  }
  kept.push('content-length', headers[headers.length - 1]!);
  return kept;
}

async function writeStream(res: ServerResponse, body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const left = () => {
    reader.cancel().catch(() => undefined);
  };
  res.once('close', left);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value)) {
        await new Promise<void>((resolve) => {
          res.once('drain', resolve);
          res.once('close', resolve);
        });
      }
    }
  } finally {
    res.off('close', left);
    res.end();
  }
}
