import { type ServerResponse } from 'node:http';

const appPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // styled-components injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// GraphiQL (render-graphiql) is one HTML page with its bundle inlined: inline scripts are
// unavoidable there, eval is still refused.
const graphiqlPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every response carries; the CSP is looser only for the GraphiQL page. */
export function applySecurityHeaders(response: ServerResponse, pathname: string): void {
  response.setHeader(
    'content-security-policy',
    pathname === '/graphql' ? graphiqlPolicy : appPolicy,
  );
  response.setHeader('x-content-type-options', 'nosniff');
  response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  response.setHeader('x-frame-options', 'DENY');
  response.setHeader('cross-origin-opener-policy', 'same-origin');
}
