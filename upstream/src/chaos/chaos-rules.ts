// The chaos rule language: which requests (method + path glob) get which fault, how often.

export const FAULT_KINDS = [
  'latency',
  'status',
  'reset',
  'reset-mid-body',
  'malformed-json',
  'drop-pusher',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

/** Statuses a chaos rule may answer with: the ones a real upstream or its proxy produces. */
export const FAULT_STATUSES = [429, 500, 502, 503, 504] as const;

export type FaultStatus = (typeof FAULT_STATUSES)[number];

/** One rule as written in UPSTREAM_CHAOS or POST /dev/chaos. */
export interface ChaosRuleSpec {
  /** `"GET /api/catalog*"`, `"* /api/*"` or just `"/api/*"` (any method); `*` matches anything. */
  route: string;
  fault: FaultKind;
  /** Share of matching requests that get the fault, 0..1 (default 1). */
  rate: number;
  /** Only the next N matching requests (that the rate picks); absent: unlimited. */
  count?: number;
  /** latency: how long to hold the request before handling it. */
  ms?: number;
  /** status: the status to answer with. */
  status?: FaultStatus;
}

export interface ChaosSettings {
  rules: ChaosRuleSpec[];
  /** Seed of the PRNG behind `rate`: the same seed and requests give the same faults. */
  seed: number;
}

export const DEFAULT_CHAOS_SEED = 1;

export class ChaosRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChaosRuleError';
  }
}

/** Validates rules from JSON (an array, or `{ rules, seed }`); throws ChaosRuleError. */
export function parseChaosSettings(input: unknown): ChaosSettings {
  if (Array.isArray(input)) return { rules: input.map(parseRule), seed: DEFAULT_CHAOS_SEED };
  if (typeof input !== 'object' || input === null) {
    throw new ChaosRuleError('chaos settings must be an array of rules or { "rules": [...] }');
  }
  const { rules, seed } = input as { rules?: unknown; seed?: unknown };
  if (!Array.isArray(rules)) throw new ChaosRuleError('"rules" must be an array');
  if (seed !== undefined && !(Number.isInteger(seed) && (seed as number) >= 0)) {
    throw new ChaosRuleError('"seed" must be a non-negative integer');
  }
  return { rules: rules.map(parseRule), seed: (seed as number | undefined) ?? DEFAULT_CHAOS_SEED };
}

function parseRule(raw: unknown, index: number): ChaosRuleSpec {
  const where = `rule ${index + 1}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ChaosRuleError(`${where} must be an object`);
  }
  const { route, fault, rate, count, ms, status } = raw as Record<string, unknown>;
  if (typeof route !== 'string' || route.trim() === '') {
    throw new ChaosRuleError(`${where}: "route" must be like "GET /api/catalog*"`);
  }
  if (!(FAULT_KINDS as readonly unknown[]).includes(fault)) {
    throw new ChaosRuleError(`${where}: "fault" must be one of ${FAULT_KINDS.join(', ')}`);
  }
  const spec: ChaosRuleSpec = { route: route.trim(), fault: fault as FaultKind, rate: 1 };
  if (rate !== undefined) {
    if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) {
      throw new ChaosRuleError(`${where}: "rate" must be a number from 0 to 1`);
    }
    spec.rate = rate;
  }
  if (count !== undefined) {
    if (!Number.isInteger(count) || (count as number) < 1) {
      throw new ChaosRuleError(`${where}: "count" must be a positive integer`);
    }
    spec.count = count as number;
  }
  if (spec.fault === 'latency') {
    if (!Number.isInteger(ms) || (ms as number) < 0 || (ms as number) > 600_000) {
      throw new ChaosRuleError(`${where}: latency needs "ms" from 0 to 600000`);
    }
    spec.ms = ms as number;
  }
  if (spec.fault === 'status') {
    if (!(FAULT_STATUSES as readonly unknown[]).includes(status)) {
      throw new ChaosRuleError(`${where}: "status" must be one of ${FAULT_STATUSES.join(', ')}`);
    }
    spec.status = status as FaultStatus;
  }
  return spec;
}

export interface RouteMatcher {
  method: string | null;
  path: RegExp;
}

/** `"GET /api/catalog*"` → method GET, path ^/api/catalog.*$ (the query string is not matched). */
export function compileRoute(route: string): RouteMatcher {
  const [first = '', second] = route.split(/\s+/, 2);
  const method = second === undefined || first === '*' ? null : first.toUpperCase();
  const glob = second ?? first;
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return { method, path: new RegExp(`^${source}$`) };
}
