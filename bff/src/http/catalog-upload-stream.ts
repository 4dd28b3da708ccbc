import { once } from 'node:events';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type Readable } from 'node:stream';
import busboy from 'busboy';
import { type ExecutionResult, type GraphQLSchema, locatedError } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';
import {
  assertCatalogFileName,
  catalogEmptyError,
  catalogTooLargeError,
  maxCatalogUploadBytes,
} from '../graphql/catalog/catalog-upload-rules.js';
import { requireSession } from '../graphql/shared/require-session.js';
import { logGraphQLAnswer } from '../plugins/request-log.js';
import { csrfHeader } from '../plugins/use-csrf-prevention.js';
import { type MediaTypeMemo } from './media-type-memo.js';
import { publicErrorsOf, type PublicErrorsOptions } from '../plugins/use-public-errors.js';
import { sessionResponseHeaders } from '../plugins/use-session-cookie.js';
import { uploadCatalog } from '../upstream/catalog.js';
import { oneShotFileMultipart } from '../upstream/multipart-body.js';
import { catalogUploadOperation, type CatalogUploadOperation } from './catalog-upload-operation.js';
import { type CorsRule } from './cors-rule.js';
import {
  type BffYoga,
  type HeaderReader,
  nodeHeaders,
  writeFetchResponse,
  yogaAnswers,
} from './node-bridge.js';

export interface CatalogUploadStreamOptions {
  schema: GraphQLSchema;
  yoga: BffYoga;
  createContext(headers: HeaderReader, request: IncomingMessage): Promise<GraphQLContext>;
  /** The masking usePublicErrors applies (use-public-errors.ts). */
  publicErrors: Pick<PublicErrorsOptions, 'production' | 'unexpectedMessage'>;
  /** yoga's content negotiation, as yoga answers each Accept value (media-type-memo.ts). */
  mediaTypes: MediaTypeMemo;
  /** Cross-origin grants are yoga's to answer (it writes the CORS headers). */
  cors: CorsRule;
  /** MAX_QUERY_BYTES: a longer operation text is left to yoga, which refuses it. */
  maxQueryBytes?: number;
}

/** operations and map are small JSON texts; a larger one is not this path's operation. */
const maxFieldBytes = 64 * 1024;

/**
 * `uploadCatalog(file:)` as a stream (benchmark 7). yoga's multipart parser keeps the
 * whole file (up to 20 MB) in memory before the resolver sees it; here the file part of a
 * GraphQL multipart request is piped into the upstream's `POST /api/catalog/upload` as it
 * arrives, so the BFF holds a few chunks per upload whatever the file size.
 *
 * The GraphQL multipart request spec puts `operations` and `map` before the files, so the
 * decision is taken when the file part starts: the request must carry the CSRF header, the
 * operation must be exactly the upload mutation (catalog-upload-operation.ts), and the declared
 * body length must leave no room for a file over 20 MB. Anything else is handed to yoga with the
 * bytes read so far replayed, so its answers (and its refusal of an oversized file before any
 * upstream call) stay the reference. The answer is the one the resolver path gives: same
 * messages, codes, error path (graphql-jit, yoga's executor here, sends no locations), masking,
 * session cookie and CORS headers.
 */
export function createCatalogUploadStream(options: CatalogUploadStreamOptions) {
  const counts = { streamed: 0, handedToYoga: 0 };

  /** Answers the request; false when it is not a multipart request for this path (nothing read). */
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const chosen = mayStream(request, options)
      ? await options.mediaTypes.choose(request.headers.accept)
      : null;
    const declaredLength = Number(request.headers['content-length']);
    const boundary = boundaryOf(request.headers['content-type'] ?? '');
    if (chosen === null || boundary === null || !Number.isSafeInteger(declaredLength)) {
      return false;
    }
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as raw UTF-8; busboy's default would read them as Latin-1.
      parser = busboy({
        headers: request.headers,
        defParamCharset: 'utf8',
        limits: { fieldSize: maxFieldBytes },
      });
    } catch {
      return false;
    }

    const fields: Array<{ name: string; value: string }> = [];
    let unusual = false;
    // Set from busboy's events; an object so the type survives the callbacks' assignments.
    const found: { part: FilePart | null } = { part: null };
    parser.on('field', (name, value, info) => {
      if (found.part) return;
      if (info.valueTruncated || info.nameTruncated || fields.length >= 2) unusual = true;
      fields.push({ name, value });
    });
    parser.on('file', (name, stream, info) => {
      // Only the first file is the catalog; later ones (none in a valid request) are dropped.
      if (found.part) stream.resume();
      else found.part = { name, stream, info };
    });
    parser.on('error', () => {
      unusual = true;
    });

    const source = request[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const recorded: Buffer[] = [];
    let written: Promise<void> = Promise.resolve();
    // busboy parses each chunk synchronously inside write(): the events of a chunk have fired
    // when write() returns. Its callback waits while the file part is not read, so it is only
    // awaited before the next chunk as long as no file has started.
    while (!found.part && !unusual) {
      await written;
      const next = await source.next();
      if (next.done) break;
      recorded.push(next.value);
      written = writeTo(parser, next.value);
      written.catch(() => undefined);
    }

    const filePart = found.part;
    const operation =
      filePart && !unusual
        ? recognise(options, fields, filePart.name, declaredLength, boundary)
        : null;
    // The context is built from the request's own headers, so its upstream calls carry its
    // Accept-Language and the upstream words the upload's report in the uploader's language.
    const context =
      filePart && operation
        ? await options.createContext(nodeHeaders(request), request).catch(() => null)
        : null;
    if (!filePart || !operation || !context) {
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      parser.destroy();
      filePart?.stream.on('error', () => undefined).destroy();
      counts.handedToYoga += 1;
      await yogaAnswers(options.yoga, request, response, replay(recorded, source));
      return true;
    }

    counts.streamed += 1;
    recorded.length = 0;
    const fileStream = filePart.stream;
    fileStream.on('error', () => undefined);
    parser.on('error', (error: Error) => fileStream.destroy(error));
    const bodyRead = (async () => {
      await written;
      for (;;) {
        const next = await source.next();
        if (next.done) break;
        await writeTo(parser, next.value);
      }
      const finished = once(parser, 'finish');
      parser.end();
      await finished;
    })().then(
      () => null,
      (error: unknown) => {
        fileStream.destroy(error instanceof Error ? error : new Error(String(error)));
        return error;
      },
    );

    const failure = await sendUpstream(context, filePart.info, fileStream);
    // Whatever the upstream did not take (a refusal, an error) is read and dropped, so the client
    // finishes sending and reads the answer.
    await drain(fileStream);
    const readError = await bodyRead;
    // The client went away: there is nobody to answer. (A malformed body still gets an answer:
    // the upload failed with it, or the upstream had the whole file before the defect.)
    if (readError !== null && request.readableAborted) {
      context.logger.info({ err: readError }, 'catalog upload: client aborted');
      response.destroy();
      return true;
    }

    const errors = failure
      ? publicErrorsOf(
          [locatedError(failure, undefined, ['uploadCatalog'])],
          options.publicErrors,
          context.logger,
        )
      : [];
    const result: ExecutionResult = failure
      ? { errors, data: null }
      : { data: { uploadCatalog: true } };
    const answer = await processRegularResult(result, options.yoga.fetchAPI, chosen.mediaType);
    await writeFetchResponse(
      response,
      answer,
      sessionResponseHeaders(context.session, context.requestId),
    );
    logGraphQLAnswer(context.logger, { status: answer.status, errors });
    return true;
  }

  /** The resolver's steps, with the file streamed: null when the upstream took it. */
  async function sendUpstream(
    context: GraphQLContext,
    info: busboy.FileInfo,
    fileStream: Readable,
  ): Promise<unknown> {
    let tooLarge = false;
    try {
      requireSession(context);
      assertCatalogFileName(info.filename ?? '');
      // An empty file is refused without an upstream call, as the resolver does.
      const first = await nextChunk(fileStream);
      if (first === null) throw catalogEmptyError();
      async function* limited(chunk: Buffer | null): AsyncGenerator<Uint8Array> {
        let received = 0;
        while (chunk !== null) {
          received += chunk.length;
          // The declared length already bounds the file; this holds should that reasoning fail.
          if (received > maxCatalogUploadBytes) {
            tooLarge = true;
            throw catalogTooLargeError();
          }
          yield chunk;
          chunk = await nextChunk(fileStream);
        }
      }
      const body = oneShotFileMultipart('catalog', {
        name: info.filename ?? '',
        type: info.mimeType,
        chunks: limited(first),
      });
      await uploadCatalog(context.upstream, body);
      return null;
    } catch (error) {
      return tooLarge ? catalogTooLargeError() : error;
    }
  }

  return { serve, counts: (): Readonly<typeof counts> => ({ ...counts }) };
}

interface FilePart {
  name: string;
  stream: Readable;
  info: busboy.FileInfo;
}

export type CatalogUploadStream = ReturnType<typeof createCatalogUploadStream>;

/**
 * A multipart POST carrying the CSRF header (without it yoga refuses it), with no CORS grant or
 * preflight header (yoga writes those); yoga's media type for its Accept value is checked next.
 */
function mayStream(
  request: IncomingMessage,
  options: Pick<CatalogUploadStreamOptions, 'cors'>,
): boolean {
  return (
    request.method === 'POST' &&
    /^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '') &&
    request.headers[csrfHeader] !== undefined &&
    request.headers['access-control-request-method'] === undefined &&
    !options.cors.isCrossOriginGrant(request.headers.origin)
  );
}

function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The upload operation when the fields are exactly `operations` then `map`, the file is the part
 * the map names, and the declared length proves the file is at most 20 MB: the body minus both
 * field values and the least the multipart framing of three parts takes (delimiter line, blank
 * line after the headers, line break before the next delimiter, closing delimiter).
 */
function recognise(
  options: Pick<CatalogUploadStreamOptions, 'schema' | 'maxQueryBytes'>,
  fields: ReadonlyArray<{ name: string; value: string }>,
  fileName: string,
  declaredLength: number,
  boundary: string,
): CatalogUploadOperation | null {
  const [operations, map] = fields;
  if (fields.length !== 2 || operations?.name !== 'operations' || map?.name !== 'map') return null;
  const framing = 3 * (boundary.length + 10) + boundary.length + 4;
  const largestFile =
    declaredLength - Buffer.byteLength(operations.value) - Buffer.byteLength(map.value) - framing;
  if (largestFile > maxCatalogUploadBytes) return null;
  const operation = catalogUploadOperation(
    options.schema,
    operations.value,
    map.value,
    options.maxQueryBytes,
  );
  return operation?.fileKey === fileName ? operation : null;
}

function writeTo(parser: busboy.Busboy, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    parser.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

async function* replay(
  recorded: readonly Buffer[],
  source: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer> {
  yield* recorded;
  for (;;) {
    const next = await source.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * The next chunk of the file part, null at its end. Read by hand rather than with an async
 * iterator: leaving a for-await loop destroys the stream, and busboy would then wait forever for
 * the part to be read.
 */
async function nextChunk(stream: Readable): Promise<Buffer | null> {
  for (;;) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) return chunk;
    if (stream.readableEnded) return null;
    if (stream.destroyed) throw stream.errored ?? new Error('the file part was cut off');
    await new Promise<void>((resolve) => {
      const settle = () => {
        stream.off('readable', settle).off('end', settle).off('close', settle);
        resolve();
      };
      stream.on('readable', settle).on('end', settle).on('close', settle);
    });
  }
}

async function drain(stream: Readable): Promise<void> {
  try {
    while ((await nextChunk(stream)) !== null);
  } catch {
    // A cut-off part has nothing left to read; the body reader reports why.
  }
}
