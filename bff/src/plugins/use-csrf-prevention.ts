import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { type Plugin } from 'graphql-yoga';

/**
 * The header every browser request to /graphql must carry (the web client sends
 * `x-graphql-csrf: 1`). A cross-site form or <img> cannot set it, and a cross-site fetch that
 * sets it needs a CORS preflight, which the BFF only grants to ALLOWED_ORIGINS.
 */
export const csrfHeader = 'x-graphql-csrf';

export function useCsrfPrevention(): Plugin {
  return useCSRFPrevention({ requestHeaders: [csrfHeader] }) as Plugin;
}
