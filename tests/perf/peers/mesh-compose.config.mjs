// Benchmark 1's peer, composition step: GraphQL Mesh's JSON-schema source over the upstream's
// GET /api/catalog, typed by catalog.schema.json (types inferred from a sample answer get prices
// wrong: `511` makes `price` an Int, and 520.3 then fails), composed by `mesh-compose` into the
// supergraph Hive Gateway serves. The upstream's field names are kept (a renaming transform would
// only add work to the gateway). The client's Cookie header is forwarded to the upstream.
// Plain JavaScript: run from tests/perf/.peers/ (copied there by lib/peers.ts), where its packages
// are installed.
//
// Environment: UPSTREAM_URL, UPSTREAM_ORIGIN.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadJSONSchemaSubgraph } from '@omnigraph/json-schema';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`mesh.config needs ${name}`);
  return value;
}

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
    },
  ],
});
