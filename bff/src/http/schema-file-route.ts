import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { errorCodeOf, type ErrorCode } from '../errors.js';
import { nodeHeaders, type HeaderReader } from './node-bridge.js';

/** Where a tool's author downloads the API's SDL (docs/api.md). */
export const schemaFileRoute = '/graphql/schema.graphql';

/** The request as /graphql would serve it: only whether its caller is signed in matters here. */
interface CallerContext {
  session: { signedIn: boolean };
}

export interface SchemaFileRouteDeps {
  schema: GraphQLSchema;
  /**
   * Served to anyone: introspection is on (development's default), so the schema is public
   * anyway. Otherwise only to a request with a valid personal access token.
   */
  open: boolean;
  /**
   * The request's GraphQL context (context-factory.ts's forNodeRequest): a bearer token is
   * checked against the store exactly as on /graphql; a refused one throws its coded error.
   */
  contextOf(
    headers: HeaderReader,
    request: IncomingMessage,
  ): CallerContext | Promise<CallerContext>;
}

const statusForCode: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  UNSUPPORTED_BY_STORE: 403,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
};

/**
 * GET /graphql/schema.graphql: the printed schema (types sorted, as schema/schema.graphql), as
 * text/plain, in development or with `Authorization: Bearer <token>`; otherwise a coded error
 * body like /graphql's refusals (401 without a valid token, 403 for a token that cannot read).
 * Returns false for any other path.
 */
export function createSchemaFileRoute(deps: SchemaFileRouteDeps) {
  let printed: string | null = null;
  const sdl = () => (printed ??= `${printSchema(lexicographicSortSchema(deps.schema))}\n`);

  return async function handleSchemaFile(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (pathname !== schemaFileRoute) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      sendError(response, 405, 'BAD_USER_INPUT', 'Method not allowed: use GET.');
      return true;
    }
    if (!deps.open) {
      const refusal = await refusalOf(request, deps);
      if (refusal) {
        sendError(response, refusal.status, refusal.code, refusal.message);
        return true;
      }
    }
    const body = sdl();
    response.statusCode = 200;
    response.setHeader('content-type', 'text/plain; charset=utf-8');
    response.setHeader('content-length', Buffer.byteLength(body));
    response.setHeader('content-disposition', 'inline; filename="schema.graphql"');
    response.setHeader('cache-control', 'private, no-cache');
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}

interface Refusal {
  status: number;
  code: ErrorCode;
  message: string;
}

/** Null when the request carries a personal access token the store accepts. */
async function refusalOf(
  request: IncomingMessage,
  deps: SchemaFileRouteDeps,
): Promise<Refusal | null> {
  const authorization = request.headers.authorization;
  if (typeof authorization !== 'string' || !/^Bearer\s/i.test(authorization)) {
    return {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Send a personal access token: Authorization: Bearer <token>.',
    };
  }
  try {
    const context = await deps.contextOf(nodeHeaders(request), request);
    if (context.session.signedIn) return null;
    return {
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'This access token is not valid: it is unknown, revoked or expired.',
    };
  } catch (error) {
    const code = errorCodeOf(error);
    if (!code) throw error;
    const message = error instanceof Error ? error.message : code;
    return { status: statusForCode[code] ?? 500, code, message };
  }
}

function sendError(response: ServerResponse, status: number, code: ErrorCode, message: string) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}
