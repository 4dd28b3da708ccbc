// Index builds written as generators that yield between parts of their passes: an upload's commit
// runs them a step at a time with other requests in between (no step of a 100,000-item store
// should hold the thread for more than a few milliseconds); a request that needs the index now
// runs them through at once.

/** Items one step of a pass over a store's items reads. */
export const ITEMS_PER_STEP = 4_096;

/** Whether a pass at `position` has read a step's worth of items since its last yield. */
export function stepEnds(position: number): boolean {
  return position > 0 && position % ITEMS_PER_STEP === 0;
}

/** Runs every step at once: the build's result. */
export function runSteps<Result>(steps: Generator<void, Result>): Result {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
