import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';
import { type BudgetState } from '../limits/upstream-call-budget.js';
import { type UpstreamSession } from '../upstream/upstream-session.js';
import { estimatesOf } from './upstream-call-estimate.js';

/**
 * What an operation cost the store, on every answer as `extensions.cost` (every transport: yoga's
 * GET/POST/SSE/multipart, each result of a graphql-ws subscription):
 * the calls estimated before it ran, the calls it made, and what is left of the budget they were
 * paid from. HTTP answers carry the same budget in the RateLimit-Policy and RateLimit header
 * fields (draft-ietf-httpapi-ratelimit-headers-10), and `Retry-After` when an error of the
 * answer is RATE_LIMITED.
 */
export interface UpstreamCost {
  /** Store calls the operation may make at most, estimated before it ran (0: none known). */
  estimatedUpstreamCalls: number;
  /** HTTP exchanges it had with the store (retries included). */
  actualUpstreamCalls: number;
  /**
   * The caller's budget after the operation: a token's own, or the user's over all of its
   * cookie sessions. Null when signed out (nothing is paid) or the caller is not known yet (a
   * request refused before it was read).
   */
  budget: { remaining: number; max: number; restorePerSecond: number } | null;
}

/** What the cost of one operation is read from: its upstream session. */
export type CostSource = Pick<UpstreamSession, 'upstreamCalls' | 'session' | 'client'>;

/**
 * The estimate of the operation that runs; computed (and kept) when a schema is given and
 * validation did not leave it; null when unknown.
 */
export function estimatedCallsOf(
  document: DocumentNode | undefined,
  operationName: string | null | undefined,
  schema?: GraphQLSchema,
): number | null {
  const known = document ? estimatesOf(document, schema) : null;
  if (known === null) return null;
  const operation =
    operationName === null || operationName === undefined || operationName === ''
      ? known.length === 1
        ? known[0]
        : undefined
      : known.find((each) => each.operationName === operationName);
  // Bounded estimates of fragment bombs are infinite: validation refused those before they ran.
  return operation && Number.isFinite(operation.calls) ? operation.calls : null;
}

/** The cost of an operation that ran (or was refused) with `source`'s session. */
export async function measureCost(
  source: CostSource | null,
  estimated: number | null,
): Promise<{ cost: UpstreamCost; budget: BudgetState | null }> {
  const budget = source ? await source.client.budgetStateFor(source.session) : null;
  return {
    cost: {
      estimatedUpstreamCalls: estimated ?? 0,
      actualUpstreamCalls: source?.upstreamCalls ?? 0,
      budget: budget && {
        remaining: budget.remaining,
        max: budget.max,
        restorePerSecond: budget.restorePerSecond,
      },
    },
    budget,
  };
}

/** The cost of an answer refused before anything was known of its caller or operation. */
export const unknownCost: UpstreamCost = {
  estimatedUpstreamCalls: 0,
  actualUpstreamCalls: 0,
  budget: null,
};

/** The result with `extensions.cost` (what else it carries, its serializer included, stays). */
export function withCost<T extends ExecutionResult>(result: T, cost: UpstreamCost): T {
  return { ...result, extensions: { ...result.extensions, cost } };
}

/** Whether a result already reports its cost. */
export function hasCost(result: ExecutionResult): boolean {
  return result.extensions?.cost !== undefined;
}

/**
 * Seconds the client should wait when an error of the answer is RATE_LIMITED: the longest
 * `retryAfterSeconds` among them, at least 1; null when none is.
 */
export function retryAfterOf(
  errors: readonly { extensions?: Record<string, unknown> | undefined }[] | undefined,
): number | null {
  let seconds: number | null = null;
  for (const error of errors ?? []) {
    if (error.extensions?.code !== 'RATE_LIMITED') continue;
    const given = error.extensions.retryAfterSeconds;
    const each = typeof given === 'number' && Number.isFinite(given) ? Math.ceil(given) : 1;
    seconds = Math.max(seconds ?? 1, each, 1);
  }
  return seconds;
}

/**
 * The header fields of an HTTP answer, as a flat name/value list: RateLimit-Policy and RateLimit
 * (draft-ietf-httpapi-ratelimit-headers-10: a List of policy items; `q` calls a window of `w`
 * seconds grants, `r` calls left, `t` seconds until it is whole again; the quota unit is a call
 * to the store, not an HTTP request) for a caller with a budget, and Retry-After.
 */
export function costHeaders(
  budget: BudgetState | null,
  retryAfterSeconds: number | null,
): string[] {
  const headers: string[] = [];
  if (budget !== null) {
    headers.push(
      'ratelimit-policy',
      budget.windows
        .map((each) => `"${each.name}";q=${each.quota};w=${each.windowSeconds}`)
        .join(', '),
      'ratelimit',
      budget.windows
        .map((each) => `"${each.name}";r=${each.remaining};t=${each.resetSeconds}`)
        .join(', '),
    );
  }
  if (retryAfterSeconds !== null) headers.push('retry-after', String(retryAfterSeconds));
  return headers;
}

/** What the yoga plugin learnt of a request, for its answer's headers. */
interface RequestCost {
  estimated: number | null;
  source: CostSource | null;
  /** The budget as its last result reported it (undefined: none reported yet). */
  budget: BudgetState | null | undefined;
  headers: string[] | null;
}

/** The yoga request of a context (yoga's Request class may not be this realm's global one). */
function requestOf(context: unknown): Request | undefined {
  const request = (context as { request?: Request } | undefined)?.request;
  return typeof request === 'object' && request !== null ? request : undefined;
}

function sourceOf(context: unknown): CostSource | null {
  const upstream = (context as Partial<GraphQLContext> | undefined)?.upstream;
  return upstream ?? null;
}

/**
 * `extensions.cost` on every result yoga answers (each event of a stream too, and each result
 * graphql-ws sends, since graphql-ws runs through yoga's envelop), and the budget's header fields
 * plus Retry-After on yoga's HTTP answers. Must come after useCompiledExecutor (it wraps the
 * subscribe function that plugin sets).
 */
export function useUpstreamCost(): Plugin<GraphQLContext> {
  const requests = new WeakMap<Request, RequestCost>();
  const entry = (request: Request): RequestCost => {
    let known = requests.get(request);
    if (!known) {
      known = { estimated: null, source: null, budget: undefined, headers: null };
      requests.set(request, known);
    }
    return known;
  };

  const costed = async (args: ExecutionArgs, result: ExecutionResult) => {
    const estimated = estimatedCallsOf(args.document, args.operationName, args.schema);
    const { cost, budget } = await measureCost(sourceOf(args.contextValue), estimated);
    const request = requestOf(args.contextValue);
    if (request) entry(request).budget = budget;
    return withCost(result, cost);
  };

  return {
    onValidate({ params, context }) {
      const request = requestOf(context);
      if (!request) return;
      const operationName = (context as { params?: { operationName?: string | null } }).params
        ?.operationName;
      entry(request).estimated = estimatedCallsOf(params.documentAST, operationName, params.schema);
    },
    onExecute({ args }) {
      const request = requestOf(args.contextValue);
      if (request) entry(request).source = sourceOf(args.contextValue);
      return {
        async onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) {
            setResult(mapResults(result, (each) => costed(args, each)));
          } else {
            setResult(await costed(args, result));
          }
        },
      };
    },
    onSubscribe({ args, subscribeFn, setSubscribeFn }) {
      const request = requestOf(args.contextValue);
      if (request) entry(request).source = sourceOf(args.contextValue);
      setSubscribeFn(async (subscribeArgs) => {
        const result = await subscribeFn(subscribeArgs);
        return isAsyncIterable(result)
          ? mapResults(result as AsyncIterable<ExecutionResult>, (each) =>
              costed(subscribeArgs, each),
            )
          : costed(subscribeArgs, result);
      });
    },
    async onResultProcess({ request, result, setResult }) {
      const known = requests.get(request);
      const source = known?.source ?? null;
      if (isAsyncIterable(result) || Array.isArray(result)) {
        // A stream's events carry their own cost; its headers say the budget as it starts.
        const { budget } = await measureCost(source, null);
        entry(request).headers = costHeaders(budget, null);
        return;
      }
      const single = result as ExecutionResult;
      if (hasCost(single)) {
        const budget = known?.budget ?? (await measureCost(source, null)).budget;
        entry(request).headers = costHeaders(budget, retryAfterOf(single.errors));
        return;
      }
      // Refused before it ran (validation, a limit, CSRF): what is known of it.
      const { cost, budget } = await measureCost(source, known?.estimated ?? null);
      setResult(withCost(single, cost));
      entry(request).headers = costHeaders(budget, retryAfterOf(single.errors));
    },
    onResponse({ request, response }) {
      const headers = requests.get(request)?.headers;
      if (!headers) return;
      for (let index = 0; index < headers.length; index += 2) {
        response.headers.set(headers[index]!, headers[index + 1]!);
      }
    },
  };
}

/** The stream with `map` applied to each of its results, ending (and returning) with it. */
function mapResults(
  results: AsyncIterable<ExecutionResult>,
  map: (result: ExecutionResult) => Promise<ExecutionResult>,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = results[Symbol.asyncIterator]();
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      const step = await iterator.next();
      return step.done ? step : { done: false, value: await map(step.value) };
    },
    async return(value?: unknown) {
      await iterator.return?.(value);
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped;
}
