/**
 * One subscriber's events as an async iterator: a bounded buffer between the relay (push) and
 * graphql-ws (pull). A full buffer drops its oldest event, so a stuck client cannot grow the
 * process's memory. `return()` (the client unsubscribed or went away) ends it and releases it.
 */
export class SubscriberQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private readonly waiting: Array<{
    resolve: (result: IteratorResult<T>) => void;
    reject: (error: unknown) => void;
  }> = [];
  private ended = false;
  private failure: unknown = null;
  private released = false;

  constructor(
    private readonly capacity: number,
    /** Called once when the queue ends, however it ends. */
    private readonly onRelease: () => void,
    private readonly onOverflow: (dropped: T) => void = () => undefined,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be >= 1');
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  get buffered(): number {
    return this.buffer.length;
  }

  /** Hands the value to a waiting reader or buffers it; false when the queue has ended. */
  push(value: T): boolean {
    if (this.ended) return false;
    const reader = this.waiting.shift();
    if (reader) {
      reader.resolve({ value, done: false });
      return true;
    }
    if (this.buffer.length >= this.capacity) {
      const dropped = this.buffer.shift() as T;
      this.onOverflow(dropped);
    }
    this.buffer.push(value);
    return true;
  }

  /** Ends the queue with an error: buffered events are still read, then `next()` rejects once. */
  fail(error: unknown): void {
    if (this.ended) return;
    this.finish();
    const readers = this.waiting.splice(0);
    if (readers.length === 0) this.failure = error;
    for (const reader of readers) reader.reject(error);
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.buffer.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.failure !== null) {
      const error = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<T>> {
    this.buffer.length = 0;
    this.failure = null;
    this.finish();
    for (const reader of this.waiting.splice(0)) reader.resolve({ value: undefined, done: true });
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error?: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private finish(): void {
    this.ended = true;
    if (this.released) return;
    this.released = true;
    this.onRelease();
  }
}
