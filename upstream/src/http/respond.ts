// Writing answers: JSON with the collected cookies, or an empty body.
import type { RequestContext } from './request-context';

export function sendJson(context: RequestContext, status: number, body: unknown): void {
  const payload = Buffer.from(JSON.stringify(body));
  writeHead(context, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(payload.length),
  });
  context.res.end(context.method === 'HEAD' ? undefined : payload);
}

export function sendEmpty(context: RequestContext, status: number): void {
  writeHead(context, status, {});
  context.res.end();
}

export function writeHead(
  context: RequestContext,
  status: number,
  headers: Record<string, string>,
): void {
  if (context.setCookies.length > 0) context.res.setHeader('Set-Cookie', context.setCookies);
  context.res.setHeader('Cache-Control', 'no-store');
  context.res.writeHead(status, headers);
}
