import { pino, type Logger } from 'pino';

export type { Logger };

/** One pino logger per process; request-scoped children carry the request id. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'bff' } });
}
