import { type IncomingMessage, type ServerResponse } from 'node:http';
import { unexpectedErrorMessage } from '../app/yoga-server.js';
import { type Logger } from '../logger.js';
import { unknownCost } from '../plugins/upstream-cost.js';
import { incomingRequestId } from './request-id.js';
import { createGraphQLJsonEdge } from './graphql-json-edge.js';
import { type BffYoga, setHeaderList } from './node-bridge.js';

/** Largest /graphql body: operations are small; a multipart upload may carry a 20 MB file. */
export const maxJsonBodyBytes = 1024 * 1024;
export const maxMultipartBodyBytes = 21 * 1024 * 1024;

export interface GraphQLEndpointOptions {
  yoga: BffYoga;
  /** Headers every /graphql answer carries, as a flat name/value list (security-headers.ts). */
  securityHeaders: readonly string[];
  logger: Logger;
}

/** How a /graphql request is read: the body decides its size limit. */
type RequestShape = 'json' | 'multipart' | 'other';

/**
 * /graphql over HTTP: a POST without a declared length, or over 1 MB (21 MB multipart), is
 * refused here (411/413, with a GraphQL error body and code like every refusal) before anything
 * reads it. A JSON POST that asks for no stream goes to the JSON edge (graphql-json-edge.ts),
 * every other request to yoga's adapter; both run yoga's whole plugin chain from yoga's own hook
 * lists (app/yoga-server.ts). JSON and multipart bodies are read by
 * plugins/use-request-bodies.ts (a multipart file streamed). Security headers are set on every
 * answer; graphql-ws upgrades are not HTTP requests and never come here
 * (realtime/graphql-ws-server.ts). An unexpected failure before an answer started is a 500 with
 * INTERNAL_SERVER_ERROR.
 */
export function createGraphQLEndpoint(options: GraphQLEndpointOptions) {
  const jsonEdge = createGraphQLJsonEdge(options);
  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const shape = requestShape(request);
      if (!withinBodyLimit(request, response, shape, options)) return;
      if (shape === 'json' && !asksForStream(request.headers.accept)) {
        await jsonEdge.serve(request, response);
        return;
      }
      setHeaderList(response, options.securityHeaders);
      await options.yoga.requestListener(request, response);
    } catch (error) {
      // An answer already under way can only be cut (the listener does that).
      if (response.headersSent) throw error;
      const requestId = incomingRequestId(request);
      options.logger.error({ err: error, requestId }, 'request failed');
      writeRefusal(response, options, 500, 'INTERNAL_SERVER_ERROR', unexpectedErrorMessage);
    }
  }

  return { serve };
}

export type GraphQLEndpoint = ReturnType<typeof createGraphQLEndpoint>;

function requestShape(request: IncomingMessage): RequestShape {
  if (request.method !== 'POST') return 'other';
  const contentType = request.headers['content-type'] ?? '';
  if (/^application\/json\s*(;|$)/i.test(contentType)) return 'json';
  if (/^multipart\/form-data/i.test(contentType)) return 'multipart';
  return 'other';
}

/** An Accept value naming a streamed answer (SSE, incremental delivery): yoga's adapter writes it. */
function asksForStream(accept: string | undefined): boolean {
  return accept !== undefined && /text\/event-stream|multipart\/mixed/i.test(accept);
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
