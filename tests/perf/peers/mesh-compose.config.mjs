// Benchmark 1's peer, composition step: GraphQL Mesh's JSON-schema source over the upstream's
// GET /api/catalog, typed by catalog.schema.json (types inferred from a sample answer get prices
// wrong: `511` makes `price` an Int, and 520.3 then fails), composed by `mesh-compose` into the
// supergraph Hive Gateway serves. The fields are renamed to the BFF's names (a Mesh rename
// transform), so the gateway answers the same query and the same JSON as the BFF does; the two
// fields the upstream does not send are computed in gateway.config.mjs. The client's Cookie header
// is forwarded to the upstream.
// Plain JavaScript: run from tests/perf/.peers/ (copied there by lib/peers.ts), where its packages
// are installed.
//
// Environment: UPSTREAM_URL, UPSTREAM_ORIGIN.
import { createRenameFieldTransform, defineConfig } from '@graphql-mesh/compose-cli';
import { loadJSONSchemaSubgraph } from '@omnigraph/json-schema';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`mesh.config needs ${name}`);
  return value;
}

/** The upstream's names → the BFF's, per type (fields not listed keep their name). */
const BFF_NAMES = {
  CatalogPage: { items_count: 'totalCount', last_update: 'lastUpdate' },
  CatalogItem: {
    external_id: 'externalId',
    battery_type: 'batteryType',
    base_price: 'basePrice',
    currency_symbol: 'currencySymbol',
    margin_percentage: 'marginPercentage',
    automatic_price_enabled: 'automaticPriceEnabled',
    notifications_count: 'notificationsCount',
  },
};

export const composeConfig = defineConfig({
  subgraphs: [
    {
      sourceHandler: loadJSONSchemaSubgraph('Store', {
        endpoint: required('UPSTREAM_URL'),
        operationHeaders: {
          cookie: '{context.headers.cookie}',
          origin: required('UPSTREAM_ORIGIN'),
          accept: 'application/json',
        },
        operations: [
          {
            type: 'Query',
            field: 'catalog',
            path: '/api/catalog',
            method: 'GET',
            queryParamArgMap: { page: 'page' },
            argTypeMap: { page: { type: 'integer' } },
            responseSchema: './catalog.schema.json',
          },
        ],
      }),
      transforms: [
        createRenameFieldTransform(({ typeName, fieldName }) => BFF_NAMES[typeName]?.[fieldName]),
      ],
    },
  ],
});
