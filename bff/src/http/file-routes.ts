import { type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { errorCodeOf, type ErrorCode } from '../errors.js';
import { type GraphQLContext } from '../context.js';
import { type Logger } from '../logger.js';
import { isBearerRequest } from '../session/caller.js';
import { RequestSession } from '../session/request-session.js';
import { type SessionSealer } from '../session/seal.js';
import { catalogExportPath } from '../upstream/catalog.js';
import { downloadPath } from '../upstream/prices.js';
import { type UpstreamClient, type UpstreamSession } from '../upstream/upstream-client.js';
import { type HeaderReader, nodeHeaders } from './node-bridge.js';
import { requestIdOf } from './request-id.js';

/** Export file names as the upstream makes them: no paths, no dot-files, nothing to escape. */
export const downloadFilenamePattern =
  /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}(\.[A-Za-z0-9]{1,10}){0,2}$/;

const statusForCode: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  UPSTREAM_UNAVAILABLE: 502,
  UNSUPPORTED_BY_STORE: 501,
};

const forwardedHeaders = ['content-type', 'content-length', 'content-disposition', 'last-modified'];

export interface FileRouteDeps {
  sealer: SessionSealer;
  cookieSecure: boolean;
  upstream: () => Promise<UpstreamClient>;
  logger: Logger;
  /**
   * The context of a request made with `Authorization: Bearer` (context-factory.ts): the file
   * streams with the token instead of the cookie; an export needs the token's `write`.
   */
  createContext?: (
    headers: HeaderReader,
    request: IncomingMessage,
  ) => GraphQLContext | Promise<GraphQLContext>;
}

/**
 * GET /download/:filename and GET /catalog/export: the browser navigates here, and the upstream
 * file streams through with the user's session, chunk by chunk, never buffered whole.
 * Returns false when the path is not one of these routes.
 */
export function createFileRoutes(deps: FileRouteDeps) {
  return async function handleFileRoute(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    let upstreamPath: string;
    if (pathname === '/catalog/export') {
      upstreamPath = catalogExportPath;
    } else if (pathname.startsWith('/download/')) {
      let filename: string;
      try {
        filename = decodeURIComponent(pathname.slice('/download/'.length));
      } catch {
        filename = '';
      }
      if (!downloadFilenamePattern.test(filename)) {
        sendText(response, 400, 'Invalid file name.');
        return true;
      }
      upstreamPath = downloadPath(filename);
    } else {
      return false;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      sendText(response, 405, 'Method not allowed.');
      return true;
    }

    const opened = await openSession(deps, request, response, upstreamPath === catalogExportPath);
    if (opened === null) return true;
    const { session, upstream } = opened;
    let file;
    try {
      file = await upstream.openStream(upstreamPath);
    } catch (error) {
      applySessionCookie(response, session);
      const code = errorCodeOf(error);
      sendText(response, (code && statusForCode[code]) ?? 500, 'The file is not available.');
      return true;
    }
    applySessionCookie(response, session);
    response.statusCode = 200;
    for (const name of forwardedHeaders) {
      const value = file.headers[name];
      if (value !== undefined) response.setHeader(name, value);
    }
    response.setHeader('cache-control', 'private, no-store');
    if (request.method === 'HEAD') {
      await file.body.dump();
      response.end();
      return true;
    }
    await pipeline(file.body, response);
    return true;
  };
}

/**
 * The request's session and upstream view: its token's (a bearer request), else its cookie's;
 * null when refused (the answer is written).
 */
async function openSession(
  deps: FileRouteDeps,
  request: IncomingMessage,
  response: ServerResponse,
  isExport: boolean,
): Promise<{ session: RequestSession; upstream: UpstreamSession } | null> {
  if (deps.createContext && isBearerRequest(request.headers.authorization)) {
    let context: GraphQLContext;
    try {
      context = await deps.createContext(nodeHeaders(request), request);
    } catch (error) {
      const code = errorCodeOf(error);
      response.setHeader('x-request-id', requestIdOf(request.headers['x-request-id']));
      sendText(response, (code && statusForCode[code]) ?? 500, 'The access token was refused.');
      return null;
    }
    response.setHeader('x-request-id', context.requestId);
    // Exports need `write` (a download of a finished file only `read`).
    if (isExport && !context.caller.abilities.includes('write')) {
      sendText(response, 403, 'This access token is read-only: exports need the write ability.');
      return null;
    }
    return { session: context.session, upstream: context.upstream };
  }
  const requestId = requestIdOf(request.headers['x-request-id']);
  const logger = deps.logger.child({ requestId });
  const session = RequestSession.fromCookieHeader(
    request.headers.cookie,
    deps.sealer,
    deps.cookieSecure,
  );
  response.setHeader('x-request-id', requestId);
  if (!session.signedIn) {
    applySessionCookie(response, session);
    sendText(response, 401, 'Not signed in.');
    return null;
  }
  return { session, upstream: (await deps.upstream()).forRequest(session, requestId, logger) };
}

function applySessionCookie(response: ServerResponse, session: RequestSession): void {
  const cookie = session.responseSetCookie();
  if (cookie) response.appendHeader('set-cookie', cookie);
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(text);
}
