/**
 * Settles as `work` does, unless `signal` is aborted first: then rejects with the signal's reason.
 *
 * In place of `Promise.race([work, stopped])` against a promise that stays pending for long (an
 * upload's cancel, a subscription's session end): each such race adds a reaction to `stopped` that
 * keeps the race's result reachable until `stopped` settles, so an upload raced every chunk against
 * its cancel held the whole file, and a subscription every event it delivered. Here the abort
 * listener is removed as soon as `work` settles, and nothing of its result stays behind.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}
