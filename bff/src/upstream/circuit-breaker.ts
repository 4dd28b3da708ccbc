/**
 * Fails fast while the upstream is down: after `threshold` consecutive failed exchanges every
 * call is refused for `cooldownMs` (no socket, no timeout to wait out), then one trial call is let
 * through (half-open): its success closes the circuit, its failure opens it for another cool-down.
 * One breaker per UpstreamClient, i.e. per upstream origin and BFF process.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  threshold: number;
  cooldownMs: number;
  now?: () => number;
  onStateChange?: (state: CircuitState) => void;
}

export class CircuitBreaker {
  private stateValue: CircuitState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    return this.stateValue;
  }

  /** Whether a call may go out now; when it may, the caller must report success() or failure(). */
  admit(): boolean {
    if (this.stateValue === 'closed') return true;
    if (this.stateValue === 'open') {
      if (this.now() - this.openedAt < this.options.cooldownMs) return false;
      this.move('half-open');
    }
    if (this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  success(): void {
    this.consecutiveFailures = 0;
    this.trialInFlight = false;
    if (this.stateValue !== 'closed') this.move('closed');
  }

  failure(): void {
    this.trialInFlight = false;
    this.consecutiveFailures += 1;
    if (
      this.stateValue === 'half-open' ||
      (this.stateValue === 'closed' && this.consecutiveFailures >= this.options.threshold)
    ) {
      this.openedAt = this.now();
      this.move('open');
    }
  }

  private move(state: CircuitState): void {
    this.stateValue = state;
    this.options.onStateChange?.(state);
  }
}
