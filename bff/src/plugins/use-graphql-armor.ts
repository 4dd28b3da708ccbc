import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { type Plugin } from 'graphql-yoga';

/**
 * Query size limits. The dashboard's largest screen (catalog detail with every block) is depth 6
 * and ~400 tokens; the limits leave room for GraphiQL exploration, not for abuse.
 */
export function useGraphQLArmor(production: boolean): Plugin {
  return EnvelopArmorPlugin({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 3000 },
    costLimit: { maxCost: 5000 },
    // "Did you mean …" hints map the schema for an attacker; developers keep them.
    blockFieldSuggestion: { enabled: production },
  }) as Plugin;
}
