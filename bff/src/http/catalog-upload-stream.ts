import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type ExecutionResult, type GraphQLSchema, locatedError } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';
import { maxCatalogUploadBytes } from '../graphql/catalog/catalog-upload-rules.js';
import { logGraphQLAnswer } from '../plugins/request-log.js';
import { csrfHeader } from '../plugins/use-csrf-prevention.js';
import { isBearerRequest } from '../session/caller.js';
import { publicErrorsOf, type PublicErrorsOptions } from '../plugins/use-public-errors.js';
import { sessionResponseHeaders } from '../plugins/use-session-cookie.js';
import { fieldUpstreamCalls } from '../plugins/upstream-call-table.js';
import { costHeaders, measureCost, retryAfterOf, withCost } from '../plugins/upstream-cost.js';
import {
  callerHasToken,
  decideDocument,
  persistedExtensions,
  type TrustedDocuments,
} from '../plugins/trusted-documents.js';
import {
  catalogUploadOperation,
  type CatalogUploadOperation,
  type DocumentTextOf,
} from './catalog-upload-operation.js';
import { drain, sendCatalogUpstream } from './catalog-upload-sender.js';
import { type CorsRule } from './cors-rule.js';
import { type ChosenMediaType, type MediaTypeMemo } from './media-type-memo.js';
import {
  abandon,
  boundaryOf,
  type FilePart,
  type MultipartHead,
  readMultipartHead,
  readRest,
} from './multipart-head.js';
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
  /**
   * The dashboard's operations by hash (TRUSTED_DOCUMENTS): the upload sent by hash is streamed;
   * a text a caller may not send is left to yoga, which refuses it.
   */
  trustedDocuments?: TrustedDocuments;
}

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
    const head = await readMultipartHead(request);
    if (head === null) return false;
    const filePart = head.filePart;
    const operation =
      filePart && !head.unusual
        ? recognise(options, head.fields, filePart.name, declaredLength, boundary, {
            hasToken: callerHasToken(request.headers.authorization),
          })
        : null;
    // The context is built from the request's own headers, so its upstream calls carry its
    // Accept-Language and the upstream words the upload's report in the uploader's language.
    const context =
      filePart && operation
        ? await options.createContext(nodeHeaders(request), request).catch(() => null)
        : null;
    if (!filePart || !context) {
      counts.handedToYoga += 1;
      await yogaAnswers(options.yoga, request, response, abandon(head));
      return true;
    }
    counts.streamed += 1;
    await stream({ request, response, head, filePart, context, chosen, options });
    return true;
  }

  return { serve, counts: (): Readonly<typeof counts> => ({ ...counts }) };
}

export type CatalogUploadStream = ReturnType<typeof createCatalogUploadStream>;

interface StreamedUpload {
  request: IncomingMessage;
  response: ServerResponse;
  head: MultipartHead;
  filePart: FilePart;
  context: GraphQLContext;
  chosen: ChosenMediaType;
  options: Pick<CatalogUploadStreamOptions, 'publicErrors' | 'yoga'>;
}

/** Streams the file part upstream while the body arrives, then answers as the resolver would. */
async function stream(upload: StreamedUpload): Promise<void> {
  const { request, response, context } = upload;
  const fileStream = upload.filePart.stream;
  const bodyRead = readRest(upload.head, fileStream);
  const failure = await sendCatalogUpstream(context, upload.filePart.info, fileStream);
  // Whatever the upstream did not take (a refusal, an error) is read and dropped, so the client
  // finishes sending and reads the answer.
  await drain(fileStream);
  const readError = await bodyRead;
  // The client went away: there is nobody to answer. (A malformed body still gets an answer:
  // the upload failed with it, or the upstream had the whole file before the defect.)
  if (readError !== null && request.readableAborted) {
    context.logger.info({ err: readError }, 'catalog upload: client aborted');
    response.destroy();
    return;
  }
  await answer(upload, failure);
}

/** The answer the resolver path gives: `true`, or the error masked as usePublicErrors does. */
async function answer(upload: StreamedUpload, failure: unknown): Promise<void> {
  const { context } = upload;
  const errors = failure
    ? publicErrorsOf(
        [locatedError(failure, undefined, ['uploadCatalog'])],
        upload.options.publicErrors,
        context.logger,
      )
    : [];
  const result: ExecutionResult = failure
    ? { errors, data: null }
    : { data: { uploadCatalog: true } };
  // What it cost the store (plugins/upstream-cost.ts): the operation is `uploadCatalog` alone.
  const { cost, budget } = await measureCost(
    context.upstream,
    fieldUpstreamCalls['Mutation.uploadCatalog']?.calls ?? null,
  );
  const written = await processRegularResult(
    withCost(result, cost),
    upload.options.yoga.fetchAPI,
    upload.chosen.mediaType,
  );
  await writeFetchResponse(upload.response, written, [
    ...sessionResponseHeaders(context.session, context.requestId),
    ...costHeaders(budget, retryAfterOf(errors)),
  ]);
  logGraphQLAnswer(context.logger, { status: written.status, errors });
}

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
    // A bearer request needs no CSRF header (use-csrf-prevention.ts).
    (request.headers[csrfHeader] !== undefined || isBearerRequest(request.headers.authorization)) &&
    request.headers['access-control-request-method'] === undefined &&
    !options.cors.isCrossOriginGrant(request.headers.origin)
  );
}

/**
 * The upload operation when the fields are exactly `operations` then `map`, the file is the part
 * the map names, and the declared length proves the file is at most 20 MB: the body minus both
 * field values and the least the multipart framing of three parts takes (delimiter line, blank
 * line after the headers, line break before the next delimiter, closing delimiter).
 */
function recognise(
  options: Pick<CatalogUploadStreamOptions, 'schema' | 'maxQueryBytes' | 'trustedDocuments'>,
  fields: ReadonlyArray<{ name: string; value: string }>,
  fileName: string,
  declaredLength: number,
  boundary: string,
  caller: { hasToken: boolean },
): CatalogUploadOperation | null {
  const trusted = options.trustedDocuments;
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
    trusted ? trustedText(trusted, caller.hasToken) : undefined,
  );
  return operation?.fileKey === fileName ? operation : null;
}

/** The text the rule lets this caller run; only Apollo's persisted-query extension is read. */
function trustedText(trusted: TrustedDocuments, hasToken: boolean): DocumentTextOf {
  return ({ query, extensions }) => {
    if (persistedExtensions(extensions) === null) return null;
    const decision = decideDocument(trusted, { query, extensions }, hasToken);
    return 'text' in decision ? decision.text : null;
  };
}
