import { DeadlineSignal } from './deadline-signal.js';

/**
 * The moment by which every upstream call of one operation must be done, and the signal that
 * aborts whatever is still in flight then. The signal's timer is armed by the first call that
 * needs it and disarmed whenever no call is in flight, so a finished operation leaves no timer
 * behind to fire (and abort nothing) seconds later.
 *
 * A plain timer instead of AbortSignal.timeout(): that one registers every signal for
 * finalization tracking, a measurable cost per request. The timer is unref'd and aborts with the
 * same TimeoutError.
 */
export class OperationDeadline {
  private signalValue: DeadlineSignal | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Calls of this operation between their start and their body read to the end (or failure). */
  private callsInFlight = 0;

  /** `deadline`: performance.now() by which every call of the operation must be done. */
  constructor(private readonly deadline: number) {}

  remainingMs(): number {
    return this.deadline - performance.now();
  }

  get signal(): DeadlineSignal {
    if (!this.signalValue) {
      const signal = new DeadlineSignal();
      this.timer = setTimeout(
        () => signal.abort(new DOMException('The operation timed out.', 'TimeoutError')),
        Math.max(1, Math.ceil(this.remainingMs())),
      );
      this.timer.unref();
      this.signalValue = signal;
    }
    return this.signalValue;
  }

  callStarted(): void {
    this.callsInFlight += 1;
  }

  callEnded(): void {
    this.callsInFlight -= 1;
    if (this.callsInFlight > 0 || this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.signalValue = null;
  }
}
