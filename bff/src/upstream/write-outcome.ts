import { codedError, type CodedError, errorCodeOf } from '../errors.js';

/**
 * What a failed upstream write says about the upstream's state. A mutation must never report a
 * write as failed when it was applied (following "try again" could then undo it), nor as done
 * when it was not, so each write error carries what is known:
 * - `not-applied`: nothing was sent (open breaker, deadline, budget) or the upstream refused it
 *   (4xx, 429);
 * - `failed`: the upstream answered an error (500, 502, 503): it is done with the request, most
 *   likely without applying it, which a read settles;
 * - `unreadable`: the upstream answered 2xx but the answer could not be read (cut off, not JSON,
 *   not the expected shape): it is done with the request, and a read settles whether it applied;
 * - `in-flight`: no answer in time (timeout, 504, a connection lost after sending): the write may
 *   still be applied after a read has looked, so only a read showing the new state settles it.
 */
export type WriteOutcome = 'not-applied' | 'failed' | 'unreadable' | 'in-flight';

const outcomes = new WeakMap<object, WriteOutcome>();

export function withWriteOutcome<E extends object>(error: E, outcome: WriteOutcome): E {
  outcomes.set(error, outcome);
  return error;
}

export function writeOutcomeOf(error: unknown): WriteOutcome {
  if (typeof error === 'object' && error !== null) {
    const marked = outcomes.get(error);
    if (marked) return marked;
  }
  const code = errorCodeOf(error);
  // Refusals the BFF or the upstream gave before anything changed.
  if (code !== null && code !== 'UPSTREAM_UNAVAILABLE' && code !== 'INTERNAL_SERVER_ERROR') {
    return 'not-applied';
  }
  return 'failed';
}

/** What the upstream holds after a write whose answer did not settle it, as a read shows. */
export type ReadBack<T> =
  { state: 'as-written'; value: T } | { state: 'as-before' } | { state: 'unclear' };

/**
 * The write may or may not have been applied, and no read could tell. Code UPSTREAM_UNAVAILABLE
 * (the store did not answer properly) with a message that does not ask for a blind retry, and
 * `extensions.writeOutcome: UNKNOWN`.
 */
export function unconfirmedWriteError(): CodedError {
  return codedError(
    'UPSTREAM_UNAVAILABLE',
    'The store did not confirm the request, so it may or may not have been carried out. Check before trying again.',
    { writeOutcome: 'UNKNOWN' },
  );
}

/** The upstream is done with the request (an answer came), so a read shows whether it applied. */
export function isSettledByRead(outcome: WriteOutcome): boolean {
  return outcome === 'failed' || outcome === 'unreadable';
}

/**
 * Runs `write`; when its outcome is open (an error or unreadable answer, or none in time), asks
 * `readBack` what the upstream holds and answers from that: the written state confirms the write;
 * the earlier state, once the upstream is done with the request, means nothing happened (the
 * original error stands); anything else, or a failed read, is an unconfirmed write.
 */
export async function confirmedWrite<T>(
  write: () => Promise<T>,
  readBack: () => Promise<ReadBack<T>>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const outcome = writeOutcomeOf(error);
    if (outcome === 'not-applied') throw error;
    let state: ReadBack<T>;
    try {
      state = await readBack();
    } catch {
      throw unconfirmedWriteError();
    }
    if (state.state === 'as-written') return state.value;
    if (state.state === 'as-before' && isSettledByRead(outcome)) throw error;
    throw unconfirmedWriteError();
  }
}

/**
 * A write whose only answer is "accepted" (exports, uploads: the result arrives later as an
 * event, and no read shows it): an error answer stands; an unreadable answer or none in time is
 * unconfirmed.
 */
export async function acceptedWrite(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    const outcome = writeOutcomeOf(error);
    if (outcome === 'unreadable' || outcome === 'in-flight') throw unconfirmedWriteError();
    throw error;
  }
}
