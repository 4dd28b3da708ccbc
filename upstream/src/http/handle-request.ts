// One request: route it, run the handler, turn expected failures into their JSON answers and
// anything else into a logged 500 (never a stack trace to the client).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../app-services';
import { parseCookies } from './cookies';
import { HttpError } from './http-error';
import type { RequestContext } from './request-context';
import { sendJson } from './respond';
import type { Router } from './router';

export async function handleRequest(
  router: Router,
  services: AppServices,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const startedAt = performance.now();
  const method = (req.method ?? 'GET').toUpperCase();
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://upstream.local');
  } catch {
    url = new URL('http://upstream.local/');
  }
  const context: RequestContext = {
    req,
    res,
    method,
    path: url.pathname,
    query: url.searchParams,
    params: {},
    cookies: parseCookies(req.headers.cookie),
    services,
    log: services.logger,
    setCookies: [],
    session: undefined,
  };
  res.once('finish', () => {
    services.logger.info(
      {
        method,
        path: url.pathname,
        status: res.statusCode,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      },
      'request',
    );
  });
  try {
    const match = router.match(method, url.pathname);
    if (match.kind === 'none') throw new HttpError(404, { message: 'Not Found.' });
    if (match.kind === 'method-not-allowed') {
      res.setHeader('Allow', [...new Set(match.allowed)].join(', '));
      throw new HttpError(405, {
        message: `The ${method} method is not supported for this route. Supported methods: ${[...new Set(match.allowed)].join(', ')}.`,
      });
    }
    context.params = match.params;
    await match.handler(context);
  } catch (error) {
    if (!(error instanceof HttpError))
      services.logger.error({ err: error, method, path: url.pathname }, 'request failed');
    const status = error instanceof HttpError ? error.status : 500;
    const body = error instanceof HttpError ? error.body : { message: 'Server Error' };
    if (!req.readableEnded) drainOrClose(req, res);
    if (!res.headersSent) sendJson(context, status, body);
    else res.destroy();
  }
}

/** The most of a refused request's body read and dropped so that its sender gets the answer. */
const drainedBodyLimitBytes = 32 * 1024 * 1024;

/**
 * A request refused before its body was read (403 on an upload, say): a body of up to 32 MiB is
 * read to its end and dropped on a connection kept open, so a sender still streaming it reads the
 * refusal instead of a broken pipe; a longer one closes the connection.
 */
function drainOrClose(req: IncomingMessage, res: ServerResponse): void {
  if (Number(req.headers['content-length'] ?? 0) > drainedBodyLimitBytes) {
    res.setHeader('Connection', 'close');
    req.resume();
    return;
  }
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > drainedBodyLimitBytes) req.destroy();
  });
  req.resume();
}
