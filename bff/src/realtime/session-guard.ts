import { type ExecutionResult } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { unlessAborted } from '../async/unless-aborted.js';
import { type GraphQLContext } from '../context.js';
import { codedError, errorCodeOf } from '../errors.js';
import { type Logger } from '../logger.js';
import { type SessionRevocations } from '../session/session-revocations.js';
import { fetchProfile } from '../upstream/user.js';
import { type LiveConnections } from './live-connections.js';

/**
 * Live subscriptions end with their session. Every subscription result (graphql-ws and SSE) is
 * wrapped so that:
 * - a logout or an upstream 401 in this process (SessionRevocations) ends it at once with
 *   UNAUTHENTICATED, and a session that already ended cannot subscribe;
 * - before each event is delivered, the session is confirmed with the upstream (GET /api/user,
 *   one call per session however many subscriptions wait on it): a session ended elsewhere (a
 *   logout through another BFF instance, expiry) gets UNAUTHENTICATED instead of the event. When
 *   the upstream cannot say, the event is not delivered either: the subscription ends with
 *   UPSTREAM_UNAVAILABLE and the client subscribes again.
 * SSE streams also count against the per-session and per-address connection limits here (the
 * graphql-ws server counts its sockets itself).
 */
export interface SessionGuardOptions {
  revocations: SessionRevocations;
  connections: LiveConnections;
  logger: Logger;
}

/** Set in the initial context of operations that arrive over graphql-ws (graphql-ws-server.ts). */
export const overWebSocket = 'refurbOverWebSocket';

export function useSessionGuard(options: SessionGuardOptions): Plugin<GraphQLContext> {
  const checks = new SessionChecks(options.logger);
  return {
    onSubscribe() {
      return {
        onSubscribeResult({ args, result, setResult }) {
          if (!isAsyncIterable(result)) return;
          const context = args.contextValue as GraphQLContext & { [overWebSocket]?: boolean };
          const sessionId = context.session.sessionId;
          let release = () => undefined as void;
          if (context[overWebSocket] !== true) {
            const slot = options.connections.open(sessionId, context.clientAddress);
            if (!slot.opened) {
              void result[Symbol.asyncIterator]().return?.();
              setResult({ errors: [tooManyStreams(slot.limit)] });
              return;
            }
            release = slot.release;
          }
          setResult(
            guarded(result as AsyncIterable<ExecutionResult>, {
              sessionId,
              revocations: options.revocations,
              confirm: () => checks.confirm(sessionId, context),
              release,
            }),
          );
        },
      };
    },
  };
}

function tooManyStreams(limit: 'session' | 'address') {
  return codedError(
    'RATE_LIMITED',
    limit === 'session'
      ? 'Too many live connections for this session. Close another tab and try again.'
      : 'Too many live connections from this address. Close another and try again.',
    { retryAfterSeconds: 5 },
  );
}

export function sessionEndedError() {
  return codedError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
}

/** One confirmation per session at a time, shared by every subscription waiting on it. */
class SessionChecks {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly logger: Logger) {}

  confirm(sessionId: string | null, context: GraphQLContext): Promise<void> {
    if (sessionId === null) return Promise.reject(sessionEndedError());
    let check = this.pending.get(sessionId);
    if (!check) {
      // A fresh operation deadline for this check; the user's call budget is left alone.
      check = fetchProfile(context.upstream.renewed()).then(
        () => undefined,
        (error: unknown) => {
          const ended = errorCodeOf(error) === 'UNAUTHENTICATED';
          this.logger.info(
            { requestId: context.requestId, ended },
            'live subscription ended: its session was not confirmed before an event',
          );
          // A 401 has already ended the session here (RequestSession.clear → revocations).
          throw ended
            ? sessionEndedError()
            : codedError(
                'UPSTREAM_UNAVAILABLE',
                'Your session could not be confirmed with the store, so the event was not delivered. Please subscribe again.',
              );
        },
      );
      const settled = check.finally(() => this.pending.delete(sessionId));
      settled.catch(() => undefined);
      this.pending.set(sessionId, check);
    }
    return check;
  }
}

interface GuardSettings {
  sessionId: string | null;
  revocations: SessionRevocations;
  confirm: () => Promise<void>;
  release: () => void;
}

/** The source's events, each confirmed first, until the session ends or the client leaves. */
function guarded<T>(source: AsyncIterable<T>, settings: GuardSettings): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;
  const sessionEnded = new AbortController();
  const unwatch =
    settings.sessionId === null
      ? () => undefined
      : settings.revocations.watch(settings.sessionId, () =>
          sessionEnded.abort(sessionEndedError()),
        );

  const finish = async (): Promise<void> => {
    if (ended) return;
    ended = true;
    unwatch();
    settings.release();
    await iterator.return?.();
  };

  const guard: AsyncIterableIterator<T> = {
    async next() {
      if (ended) return { value: undefined, done: true };
      try {
        if (settings.sessionId === null) throw sessionEndedError();
        const result = await unlessAborted(iterator.next(), sessionEnded.signal);
        if (result.done) {
          await finish();
          return result;
        }
        await unlessAborted(settings.confirm(), sessionEnded.signal);
        return result;
      } catch (error) {
        await finish();
        throw error;
      }
    },
    async return() {
      await finish();
      return { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      await finish();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return guard;
    },
  };
  return guard;
}
