import 'reflect-metadata';
import { type GraphQLSchema } from 'graphql';
import { createPubSub } from 'graphql-yoga';
import { buildSchemaSync } from 'type-graphql';
import { refuseControlCharactersInMutations } from '../limits/text-arguments.js';
import { CatalogBulkResolver } from './catalog/bulk-resolver.js';
import { CatalogDecisionResolver } from './catalog/catalog-decision-resolver.js';
import { CatalogResolver } from './catalog/catalog-resolver.js';
import { CompetitorsResolver } from './competitors/competitors-resolver.js';
import { JobStartResolver } from './jobs/job-start-resolver.js';
import { JobsResolver } from './jobs/jobs-resolver.js';
import { LogsResolver } from './logs/logs-resolver.js';
import { NotificationsResolver } from './notifications/notifications-resolver.js';
import { PricesResolver } from './prices/prices-resolver.js';
import { StrategiesResolver } from './strategies/strategies-resolver.js';
import { StrategyPreviewResolver } from './strategies/strategy-preview-resolver.js';
import { TokensResolver } from './tokens/tokens-resolver.js';
import { completeSchema } from './common/root-types.js';
import { conventionFieldResolvers } from './common/convention-fields.js';
import { ItemWriteMutations } from './common/item-write-mutations.js';
import { TokenMutations } from './common/token-mutations.js';
import { ViewerResolver } from './viewer/viewer-resolver.js';

let schema: GraphQLSchema | undefined;

/**
 * The code-first schema. Built once per process: type-graphql's metadata is global, and every
 * BFF instance in a process serves the same schema (per-instance state lives in the context).
 */
export function buildGraphQLSchema(): GraphQLSchema {
  if (schema) return schema;
  schema = buildSchemaSync({
    resolvers: [
      ViewerResolver,
      CatalogResolver,
      CatalogDecisionResolver,
      CatalogBulkResolver,
      PricesResolver,
      LogsResolver,
      StrategiesResolver,
      StrategyPreviewResolver,
      CompetitorsResolver,
      NotificationsResolver,
      TokensResolver,
      ItemWriteMutations,
      TokenMutations,
      ...conventionFieldResolvers,
      JobsResolver,
      JobStartResolver,
    ],
    // Inputs are plain objects checked by GraphQL itself; no class-validator.
    validate: false,
    // type-graphql insists on a PubSub once any subscription exists, even though `notifications`
    // brings its own `subscribe` (the per-user feed); this one carries no topics.
    pubSub: createPubSub(),
  });
  // NUL and other control characters are refused in mutations' text (limits/text-arguments.ts).
  refuseControlCharactersInMutations(schema);
  completeSchema(schema);
  return schema;
}
