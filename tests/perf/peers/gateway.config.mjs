// Benchmark 1's peer, serving step: Hive Gateway's configuration for the supergraph of
// mesh-compose.config.mjs. Everything is Hive Gateway's default except the two fields the BFF
// computes and the upstream does not send, added the way Hive Gateway documents computed fields
// (additional type definitions and resolvers that declare the fields they need):
// - `CatalogPage.hasMore`: whether a page follows this one;
// - `CatalogItem.belowBasePrice`: the price is below the base price.
// Plain JavaScript: run from tests/perf/.peers/ (copied there by lib/peers.ts).
import { defineConfig } from '@graphql-hive/gateway';

const PAGE_SIZE = 50;

export const gatewayConfig = defineConfig({
  additionalTypeDefs: /* GraphQL */ `
    extend type CatalogPage {
      hasMore: Boolean!
    }
    extend type CatalogItem {
      belowBasePrice: Boolean!
    }
  `,
  additionalResolvers: {
    CatalogPage: {
      hasMore: {
        selectionSet: '{ page totalCount items { id } }',
        resolve: ({ page, totalCount, items }) =>
          items.length > 0 && (page - 1) * PAGE_SIZE + items.length < totalCount,
      },
    },
    CatalogItem: {
      belowBasePrice: {
        selectionSet: '{ price basePrice }',
        resolve: ({ price, basePrice }) =>
          price !== null && price !== undefined && basePrice != null && price < basePrice,
      },
    },
  },
});
