import { type IncomingMessage, type ServerResponse } from 'node:http';
import { unexpectedErrorMessage } from '../app/yoga-server.js';
import { type Logger } from '../logger.js';
import { unknownCost } from '../plugins/upstream-cost.js';
import { type CatalogUploadStream } from './catalog-upload-stream.js';
import { incomingRequestId } from './file-routes.js';
import { type GraphQLFastPath } from './graphql-fast-path.js';
import { type BffYoga, setHeaderList } from './node-bridge.js';

/** Largest /graphql body: operations are small; a multipart upload may carry a 20 MB file. */
export const maxJsonBodyBytes = 1024 * 1024;
export const maxMultipartBodyBytes = 21 * 1024 * 1024;

export interface GraphQLEndpointOptions {
  yoga: BffYoga;
  fastPath: GraphQLFastPath;
  uploadStream: CatalogUploadStream;
  /** Headers every /graphql answer carries, as a flat name/value list (security-headers.ts). */
  securityHeaders: readonly string[];
  logger: Logger;
}

/** How a /graphql request is read: the body decides which paths may serve it. */
type RequestShape = 'json' | 'multipart' | 'other';

/**
 * /graphql over HTTP, the one place that decides how a request is served:
 * 1. a POST without a declared length, or over 1 MB (21 MB multipart), is refused here (411/413,
 *    with a GraphQL error body and code like every refusal);
 * 2. a JSON POST goes to the fast path (graphql-fast-path.ts), which answers operations yoga has
 *    validated before and hands anything else to yoga with the body it read;
 * 3. a multipart POST goes to the catalog upload stream (catalog-upload-stream.ts), which streams
 *    `uploadCatalog`'s file and hands anything else to yoga with the bytes it read;
 * 4. everything else (GET, GraphiQL, OPTIONS, other bodies) is yoga's, as it comes.
 * yoga's plugins (plugins/) stay the reference for every answer: the paths beside it apply the
 * same functions or leave the request to yoga (reliability/every-path.test.ts checks each effect
 * on each path). Security headers are set on every answer; graphql-ws upgrades are not HTTP
 * requests and never come here (realtime/graphql-ws-server.ts). An unexpected failure before an
 * answer started is a 500 with INTERNAL_SERVER_ERROR.
 */
export function createGraphQLEndpoint(options: GraphQLEndpointOptions) {
  const counts = { yoga: 0 };

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await route(request, response);
    } catch (error) {
      // Answered like any unexpected failure of an operation; an answer already under way can
      // only be cut (the listener does that).
      if (response.headersSent) throw error;
      options.logger.error({ err: error, requestId: incomingRequestId(request) }, 'request failed');
      writeRefusal(response, options, 500, 'INTERNAL_SERVER_ERROR', unexpectedErrorMessage);
    }
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const shape = requestShape(request);
    if (!withinBodyLimit(request, response, shape, options)) return;
    switch (shape) {
      case 'json':
        if (await serveFast(request, response)) return;
        break;
      case 'multipart':
        setHeaderList(response, options.securityHeaders);
        if (await options.uploadStream.serve(request, response)) return;
        break;
      case 'other':
        break;
    }
    setHeaderList(response, options.securityHeaders);
    counts.yoga += 1;
    await options.yoga.requestListener(request, response);
  }

  function serveFast(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    // Sets the security headers itself, all at once with the answer (a 500 sets them in serve).
    return options.fastPath.serve(request, response);
  }

  return {
    serve,
    /** Requests yoga read itself (the paths beside it count what they served and handed over). */
    counts: (): Readonly<typeof counts> => ({ ...counts }),
  };
}

export type GraphQLEndpoint = ReturnType<typeof createGraphQLEndpoint>;

function requestShape(request: IncomingMessage): RequestShape {
  if (request.method !== 'POST') return 'other';
  const contentType = request.headers['content-type'] ?? '';
  if (/^application\/json\s*(;|$)/i.test(contentType)) return 'json';
  if (/^multipart\/form-data/i.test(contentType)) return 'multipart';
  return 'other';
}

/**
 * Bodies are refused by declared length before anything reads them; a request without a length
 * (chunked) is refused too, so the limit cannot be sidestepped. GETs carry no body.
 */
function withinBodyLimit(
  request: IncomingMessage,
  response: ServerResponse,
  shape: RequestShape,
  options: Pick<GraphQLEndpointOptions, 'logger' | 'securityHeaders'>,
): boolean {
  if (request.method !== 'POST') return true;
  const declared = request.headers['content-length'];
  const limit = shape === 'multipart' ? maxMultipartBodyBytes : maxJsonBodyBytes;
  const status = declared === undefined ? 411 : Number(declared) > limit ? 413 : null;
  if (status === null) return true;
  // A client's mistake (or a probe): one warning, never an error.
  options.logger.warn({ requestId: incomingRequestId(request), status }, 'graphql request refused');
  if (status === 411) {
    writeRefusal(response, options, 411, 'BAD_REQUEST', 'Content-Length is required.');
  } else {
    writeRefusal(
      response,
      options,
      413,
      'REQUEST_TOO_LARGE',
      `The request body is larger than ${limit} bytes.`,
    );
  }
  return false;
}

/**
 * An answer of /graphql written here, before or instead of GraphQL: still a GraphQL error body
 * with its code (docs/error-codes.md, "Refusals of the HTTP request").
 */
function writeRefusal(
  response: ServerResponse,
  options: Pick<GraphQLEndpointOptions, 'securityHeaders'>,
  status: number,
  code: string,
  message: string,
): void {
  setHeaderList(response, options.securityHeaders);
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(
    JSON.stringify({
      errors: [{ message, extensions: { code } }],
      extensions: { cost: unknownCost },
    }),
  );
}
