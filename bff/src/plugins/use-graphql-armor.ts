import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { type Plugin } from 'graphql-yoga';

/** What a refused operation says in production: no limit values to tune an attack against. */
export const operationTooLargeMessage = 'The operation is too large or too complex.';

/**
 * How graphql-armor's cost rule counts an operation: about one point per value of the answer
 * (an object 2, a scalar 1), a connection's selection times its literal `first`.
 *
 * What it protects against is an answer far larger than the text asking for it: many aliased
 * pages, connections inside connections, one fragment spread many times (each spread counts in
 * full). Depth is maxDepth's limit, width the token and alias limits', upstream calls the
 * upstream-call estimate's (which counts every list at its largest page, `first` literal or not).
 * So:
 * - depthCostFactor 1: armor's default 1.5 compounds at every level whether it is a list or not,
 *   so a connection's `edges { node { … } }` (two levels, no more items) cost its rows 2.25 times
 *   over, and the dashboard's catalog page was refused (cost 20,925).
 * - flattenFragments: a fragment is fields written elsewhere, not a level: with it off every
 *   colocated row fragment was one more factor.
 * - maxCost 10,000: a page of 50 catalog, price, competitor or log rows with the screen's header
 *   and filters costs about 3,500, a job's 500 failed-item ids 5,500; 15 aliased catalog pages
 *   cost 19,500, 20 jobs with 500 items each 70,000.
 * armor cannot read variables: a `first: $n` counts as one item; the upstream-call estimate and
 * the alias limit bound such an operation instead.
 */
export const costLimit = {
  maxCost: 10_000,
  objectCost: 2,
  scalarCost: 1,
  depthCostFactor: 1,
  flattenFragments: true,
  ignoreIntrospection: true,
} as const;

/**
 * Query size limits. The dashboard's largest screen (catalog detail with every block) is depth 6
 * and ~400 tokens; the limits leave room for GraphiQL exploration, not for abuse. Each refusal is
 * a validation error (BAD_USER_INPUT via mask-error.ts) before any resolver runs.
 */
export function useGraphQLArmor(production: boolean): Plugin {
  const refusal = { exposeLimits: !production, errorMessage: operationTooLargeMessage };
  return EnvelopArmorPlugin({
    maxDepth: { n: 10, ...refusal },
    maxAliases: { n: 15, ...refusal },
    maxDirectives: { n: 20, ...refusal },
    maxTokens: { n: 3000, ...refusal },
    costLimit: { ...costLimit, ...refusal },
    // "Did you mean …" hints map the schema for an attacker; developers keep them.
    blockFieldSuggestion: { enabled: production },
  }) as Plugin;
}
