import { type CORSOptions } from 'graphql-yoga';

/** Request headers a cross-origin dashboard may send. */
const corsAllowedHeaders = ['content-type', 'x-graphql-csrf', 'x-request-id'];

/**
 * The one CORS rule: only the origins of ALLOWED_ORIGINS may call /graphql cross-origin, with
 * credentials. yoga applies it (its `cors` option) and writes every CORS header; the paths beside
 * yoga hand such requests to yoga (`isCrossOriginGrant`) rather than write the headers again.
 */
export function createCorsRule(allowedOrigins: readonly string[]) {
  const isCrossOriginGrant = (origin: string | null | undefined): boolean =>
    origin !== null && origin !== undefined && allowedOrigins.includes(origin);
  return {
    isCrossOriginGrant,
    /** yoga's `cors` option. */
    yogaOptions(request: Request): CORSOptions | false {
      const origin = request.headers.get('origin');
      return isCrossOriginGrant(origin)
        ? { origin: [origin!], credentials: true, allowedHeaders: corsAllowedHeaders }
        : false;
    },
  };
}

export type CorsRule = ReturnType<typeof createCorsRule>;
