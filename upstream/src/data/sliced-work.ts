// Long work on the request thread in slices, with other requests let in between (an upload's
// staging and commit; see apply-catalog-upload.ts).

/** Time one slice may take before other requests get their turn. */
export const SLICE_MS = 1;
/** Lets the event loop turn once (other requests in). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Runs steps to their end, the event loop turning between two steps. */
export async function inSlices<Result>(steps: Generator<void, Result>): Promise<Result> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await nextTurn();
  }
}

/**
 * Work queued while a file is read (each batch of rows staged as it arrives), run one slice at a
 * time in arrival order; `cancel` drops what is left (the file was refused).
 */
export class SlicedWork {
  private tail: Promise<void> = Promise.resolve();
  private cancelled = false;
  private failure: unknown = null;

  add(steps: Iterator<void>): void {
    this.tail = this.tail.then(async () => {
      if (this.cancelled) return;
      try {
        for (let step = steps.next(); !step.done && !this.cancelled; step = steps.next())
          await nextTurn();
      } catch (error) {
        this.cancelled = true;
        this.failure ??= error;
      }
    });
  }

  /** Resolves once all queued work ran; rejects with the first error it met. */
  async idle(): Promise<void> {
    await this.tail;
    if (this.failure !== null) throw this.failure;
  }

  cancel(): void {
    this.cancelled = true;
  }
}
