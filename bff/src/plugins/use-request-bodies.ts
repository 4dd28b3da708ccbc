import { type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { type ReadableStream as NodeReadableStream } from 'node:stream/web';
import { type GraphQLParams, type Plugin } from 'graphql-yoga';
import { codedError } from '../errors.js';
import { readStreamedMultipart, type StreamedMultipart } from '../http/streamed-multipart.js';

/** The answer to a POST body that is not JSON (the parser's own message would quote it). */
export const invalidJsonMessage = 'The request body is not valid JSON.';

/**
 * How yoga reads the two POST bodies the BFF serves, inside yoga's request pipeline:
 * - JSON: read straight from the socket; a body that does not parse is a 400 BAD_REQUEST with a
 *   message of the BFF's own;
 * - GraphQL multipart: streamed (http/streamed-multipart.ts) instead of yoga's parser, which
 *   keeps every file whole in memory; the operation starts when the file part does, and the
 *   answer waits until the rest of the body is read (onResultProcess), so the client finishes
 *   sending and reads it.
 * The declared length of both was checked before yoga (http/graphql-endpoint.ts), which refuses
 * a body without one: yoga's own limit, which pipes every body through a counting stream, is off.
 */
export function useRequestBodies(): Plugin {
  const uploads = new WeakMap<Request, StreamedMultipart>();
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (request.method !== 'POST') return;
      const contentType = request.headers.get('content-type') ?? '';
      const req = (serverContext as { req?: IncomingMessage }).req;
      if (/^application\/json\s*(;|$)/i.test(contentType)) {
        setRequestParser(() => readJson(req ?? request));
      } else if (/^multipart\/form-data/i.test(contentType)) {
        setRequestParser(async () => {
          const upload = await readStreamedMultipart(
            req ?? Readable.fromWeb(request.body as NodeReadableStream),
            req?.headers ?? { 'content-type': contentType },
          );
          // The request the later hooks see (a parser may be handed a wrapped one).
          uploads.set(request, upload);
          return upload.params;
        });
      }
    },
    async onResultProcess({ request }) {
      await uploads.get(request)?.settled();
    },
  };
}

async function readJson(source: IncomingMessage | Request): Promise<GraphQLParams> {
  const text = 'text' in source ? await source.text() : await readText(source);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw codedError('BAD_REQUEST', invalidJsonMessage, { http: { status: 400 } });
  }
  // An array is a batch: yoga refuses it (batching is off) as it refuses every batch.
  if (typeof parsed !== 'object' || parsed === null) {
    throw codedError('BAD_REQUEST', 'The request body must be a JSON object.', {
      http: { status: 400 },
    });
  }
  return parsed as GraphQLParams;
}

/** The whole body as UTF-8 (its declared length was checked: at most 1 MB). */
function readText(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      resolve((chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8')),
    );
    request.on('error', reject);
    request.on('aborted', () => reject(new Error('request aborted')));
  });
}
