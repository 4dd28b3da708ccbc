import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { type Plugin } from 'graphql-yoga';

/** What a refused operation says in production: no limit values to tune an attack against. */
export const operationTooLargeMessage = 'The operation is too large or too complex.';

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
    costLimit: { maxCost: 5000, ...refusal },
    // "Did you mean …" hints map the schema for an attacker; developers keep them.
    blockFieldSuggestion: { enabled: production },
  }) as Plugin;
}
