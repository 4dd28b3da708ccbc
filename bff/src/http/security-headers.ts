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

const commonHeaders = [
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'strict-origin-when-cross-origin',
  'x-frame-options',
  'DENY',
  'cross-origin-opener-policy',
  'same-origin',
];

/** Name, value, name, value…: the form `response.writeHead` takes without per-header work. */
const graphqlHeaders: readonly string[] = [
  'content-security-policy',
  graphiqlPolicy,
  ...commonHeaders,
];
const appHeaders: readonly string[] = ['content-security-policy', appPolicy, ...commonHeaders];

/** Headers every response carries (flat name/value list); the CSP is looser only for GraphiQL. */
export function securityHeaderList(pathname: string): readonly string[] {
  return pathname === '/graphql' ? graphqlHeaders : appHeaders;
}

export function applySecurityHeaders(response: ServerResponse, pathname: string): void {
  const headers = securityHeaderList(pathname);
  for (let index = 0; index < headers.length; index += 2) {
    response.setHeader(headers[index]!, headers[index + 1]!);
  }
}
