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

// GraphiQL's page loads its bundle from /graphiql/ but keeps two small inline scripts (its
// options and the start call), so inline scripts are allowed there only; eval is still refused.
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

export interface SecurityHeaderOptions {
  /**
   * `Strict-Transport-Security` max-age in seconds (HSTS_MAX_AGE); 0 sends none. The BFF passes
   * 0 outside production: a browser that saw the header on localhost would refuse plain HTTP
   * there for the whole period.
   */
  hstsMaxAgeSeconds: number;
}

export interface SecurityHeaders {
  /** Headers every response on `pathname` carries, as a flat name/value list (writeHead's form). */
  list(pathname: string): readonly string[];
  apply(response: ServerResponse, pathname: string): void;
}

/**
 * Headers every response carries; the CSP is looser only for GraphiQL. Every /graphql answer
 * (both paths, GET and POST, errors included) is `Cache-Control: no-store`: answers are per
 * user and may carry the session cookie, so neither a browser nor a proxy may keep them.
 */
export function createSecurityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  const hsts =
    options.hstsMaxAgeSeconds > 0
      ? ['strict-transport-security', `max-age=${options.hstsMaxAgeSeconds}; includeSubDomains`]
      : [];
  // Name, value, name, value…: the form `response.writeHead` takes without per-header work.
  const graphqlHeaders: readonly string[] = [
    'content-security-policy',
    graphiqlPolicy,
    ...commonHeaders,
    ...hsts,
    'cache-control',
    'no-store',
  ];
  const appHeaders: readonly string[] = [
    'content-security-policy',
    appPolicy,
    ...commonHeaders,
    ...hsts,
  ];
  const list = (pathname: string) => (pathname === '/graphql' ? graphqlHeaders : appHeaders);
  return {
    list,
    apply(response, pathname) {
      const headers = list(pathname);
      for (let index = 0; index < headers.length; index += 2) {
        response.setHeader(headers[index]!, headers[index + 1]!);
      }
    },
  };
}
