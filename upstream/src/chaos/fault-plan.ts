// Deciding which faults a request gets: rules in order, each drawing from one seeded PRNG.
import { mulberry32 } from '../data/prng';
import {
  compileRoute,
  type ChaosRuleSpec,
  type ChaosSettings,
  type FaultStatus,
  type RouteMatcher,
} from './chaos-rules';

/** What ends the request instead of the real handler. */
export type TerminalFault =
  | { kind: 'status'; status: FaultStatus }
  | { kind: 'reset' }
  | { kind: 'reset-mid-body' }
  | { kind: 'malformed-json' };

export interface FaultDecision {
  /** Summed latency of every latency rule that fired. */
  delayMs: number;
  dropPusher: boolean;
  /** The first terminal rule that fired; null lets the request through. */
  terminal: TerminalFault | null;
}

interface ActiveRule {
  spec: ChaosRuleSpec;
  matcher: RouteMatcher;
  remaining: number | null;
}

export const NO_FAULT: FaultDecision = Object.freeze({
  delayMs: 0,
  dropPusher: false,
  terminal: null,
});

export class FaultPlan {
  private rules: ActiveRule[] = [];
  private random: () => number = mulberry32(1);

  constructor(settings?: ChaosSettings) {
    if (settings) this.replace(settings);
  }

  get size(): number {
    return this.rules.length;
  }

  replace(settings: ChaosSettings): void {
    this.random = mulberry32(settings.seed);
    this.rules = settings.rules.map((spec) => ({
      spec,
      matcher: compileRoute(spec.route),
      remaining: spec.count ?? null,
    }));
  }

  clear(): void {
    this.rules = [];
  }

  /** The rules with what is left of their counts (GET /dev/chaos). */
  describe(): Array<ChaosRuleSpec & { remaining: number | null }> {
    return this.rules.map((rule) => ({ ...rule.spec, remaining: rule.remaining }));
  }

  decide(method: string, path: string): FaultDecision {
    if (this.rules.length === 0) return NO_FAULT;
    let delayMs = 0;
    let dropPusher = false;
    let terminal: TerminalFault | null = null;
    for (const rule of this.rules) {
      if (rule.remaining === 0) continue;
      const { matcher, spec } = rule;
      if (matcher.method !== null && matcher.method !== method) continue;
      if (!matcher.path.test(path)) continue;
      // Rules with rate 1 do not draw, so adding one leaves the others' sequence unchanged.
      if (spec.rate < 1 && this.random() >= spec.rate) continue;
      if (spec.fault !== 'latency' && spec.fault !== 'drop-pusher' && terminal !== null) continue;
      if (rule.remaining !== null) rule.remaining -= 1;
      if (spec.fault === 'latency') delayMs += spec.ms ?? 0;
      else if (spec.fault === 'drop-pusher') dropPusher = true;
      else if (spec.fault === 'status') terminal = { kind: 'status', status: spec.status ?? 503 };
      else terminal = { kind: spec.fault };
    }
    return { delayMs, dropPusher, terminal };
  }
}
