import { type DestinationStream, pino, type Logger } from 'pino';

export type { Logger };

/** One pino logger per process; request-scoped children carry the request id. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'bff' } };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * yoga's own log calls, on our logger. yoga logs at error every error it hands to the masking
 * function, client mistakes included (a syntax error, a missing CSRF header), and some twice;
 * each of those is logged by the BFF itself instead, once and at the right level
 * (plugins/request-log.ts for what a client sees, mask-error.ts for the server's own failures),
 * so yoga's copy is kept at debug.
 */
export function yogaLogging(logger: Logger) {
  const text = (args: unknown[]) => args.map(String).join(' ');
  return {
    debug: (...args: unknown[]) => logger.debug(text(args)),
    info: (...args: unknown[]) => logger.info(text(args)),
    warn: (...args: unknown[]) => logger.warn(text(args)),
    error: (...args: unknown[]) => logger.debug(text(args)),
  };
}
