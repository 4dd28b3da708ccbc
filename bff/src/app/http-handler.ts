import { type IncomingMessage, type ServerResponse } from 'node:http';
import { incomingRequestId } from '../http/request-id.js';
import { type GraphiQLServing } from '../http/graphiql-assets.js';
import { type GraphQLEndpoint } from '../http/graphql-endpoint.js';
import { type SecurityHeaders } from '../http/security-headers.js';
import { type Logger } from '../logger.js';
import { type Readiness } from './readiness.js';

export interface HttpHandlerOptions {
  logger: Logger;
  securityHeaders: SecurityHeaders;
  /** /graphql: every way a GraphQL request over HTTP is served (graphql-endpoint.ts). */
  graphql: GraphQLEndpoint;
  /** GET /readyz (readiness.ts). */
  readiness: Readiness;
  /** GET /graphql/schema.graphql, the printed SDL (schema-file-route.ts): true when answered. */
  schemaFile(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean>;
  /** /download/:filename and /catalog/export (file-routes.ts): true when answered. */
  fileRoutes(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean>;
  /** GET /jobs/{id}/file, a finished catalog export (jobs/job-file-links.ts): true when answered. */
  jobFiles?: (
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ) => Promise<boolean>;
  /** GraphiQL's files, null when GraphiQL is off. */
  graphiql: GraphiQLServing | null;
  /** The built web app (static-web.ts). */
  staticWeb: {
    serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean>;
  };
}

/**
 * The node:http listener: /graphql to the GraphQL endpoint, the health routes, the SDL, file
 * routes, GraphiQL's files, the web app, else 404. A request that fails unexpectedly is logged and
 * answered 500 (or cut, when the answer had started).
 */
export function createHttpHandler(options: HttpHandlerOptions) {
  const { securityHeaders } = options;

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const pathname = pathnameOf(request.url);
    // Sets the security headers on every answer itself (some all at once with the answer).
    if (pathname === '/graphql') return options.graphql.serve(request, response);
    securityHeaders.apply(response, pathname);
    if (pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (pathname === '/readyz') return sendReadiness(response, options.readiness);
    if (await options.schemaFile(request, response, pathname)) return;
    if (await options.fileRoutes(request, response, pathname)) return;
    if (options.jobFiles && (await options.jobFiles(request, response, pathname))) return;
    if (options.graphiql && (await options.graphiql.serve(request, response, pathname))) return;
    if (await options.staticWeb.serve(request, response, pathname)) return;
    response.statusCode = 404;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.end('Not found.');
  }

  return (request: IncomingMessage, response: ServerResponse): void => {
    route(request, response).catch((error: unknown) => {
      options.logger.error({ err: error, requestId: incomingRequestId(request) }, 'request failed');
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else {
        response.destroy();
      }
    });
  };
}

/** The request target's path; the dashboard's `/graphql` skips a URL parse. */
function pathnameOf(target: string | undefined): string {
  if (target === '/graphql') return target;
  return new URL(target ?? '/', 'http://bff.invalid').pathname;
}

async function sendReadiness(response: ServerResponse, readiness: Readiness): Promise<void> {
  const report = await readiness.check();
  sendJson(response, report.status === 'unavailable' ? 503 : 200, report);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify(body));
}
