import { parse } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildGraphQLSchema } from '../graphql/build-schema.js';
import { webOperations } from '../testing/web-operations.js';
import { estimateUpstreamCalls } from './upstream-call-estimate.js';
import { fieldUpstreamCalls } from './upstream-call-table.js';

const schema = buildGraphQLSchema();
const limit = loadConfig({ NODE_ENV: 'test' }).maxUpstreamCallsPerOperation;
const calls = (text: string) => estimateUpstreamCalls(schema, parse(text))[0]?.calls;

/** 15 catalog pages (aliases), each item with its buybox and its price log. */
const fanOutQuery = `{ ${Array.from(
  { length: 15 },
  (_, page) =>
    `p${page + 1}: catalog(page: ${page + 1}) { items { buybox { price } logs { createdAt } } }`,
).join(' ')} }`;

/** The attack now: 15 flips of dynamic pricing, each up to 6 calls (every mutation runs). */
const flipsQuery = `mutation { ${Array.from(
  { length: 15 },
  (_, index) => `f${index}: toggleDynamicPrice(itemId: "${index + 1}") { id }`,
).join(' ')} }`;

describe('the upstream-call estimate', () => {
  it("counts a page's buyboxes and item details as one batch read each", () => {
    expect(calls(fanOutQuery)).toBe(15 * (1 + 1 + 1));
    expect(calls(fanOutQuery)).toBeLessThanOrEqual(limit);
    expect(calls(flipsQuery)).toBe(15 * 6);
    expect(calls(flipsQuery)).toBeGreaterThan(limit);
  });

  it("counts a page's item details as one batch read, whichever detail fields are asked for", () => {
    expect(
      calls('{ catalog { items { id url details { label } logs { createdAt } prices { min } } } }'),
    ).toBe(1 + 1);
    expect(calls('{ catalog { items { prices { min } lastDecision { result } } } }')).toBe(2);
    // Two pages: two batch reads.
    expect(
      calls(
        '{ a: catalog(page: 1) { items { prices { min } } } b: catalog(page: 2) { items { logs { event } } } }',
      ),
    ).toBe(4);
    // catalogItem loads the detail itself: its detail fields add nothing, the buybox one call.
    expect(
      calls('query ($id: ID!) { catalogItem(id: $id) { id logs { createdAt } buybox { price } } }'),
    ).toBe(2);
    expect(calls('{ catalog { totalCount items { id name price } } }')).toBe(1);
  });

  it('counts aliases with the same arguments once (one URL per operation), others apart', () => {
    expect(calls('{ a: catalog(page: 1) { totalCount } b: catalog(page: 1) { hasMore } }')).toBe(1);
    expect(calls('{ a: catalog(page: 1) { totalCount } b: catalog(page: 2) { totalCount } }')).toBe(
      2,
    );
    expect(calls('{ me { id } b: me { displayName } }')).toBe(1);
    // Every mutation runs, however alike.
    expect(calls('mutation { a: logout b: logout }')).toBe(2);
  });

  it('follows fragments and inline fragments, and survives a fragment cycle', () => {
    const text = `
      fragment Row on CatalogItem { id ...Detail }
      fragment Detail on CatalogItem { ... on CatalogItem { buybox { price } } }
      { catalog { items { ...Row } } }`;
    expect(calls(text)).toBe(1 + 1);
    const cycle =
      'fragment A on Query { ...B } fragment B on Query { ...A catalog { totalCount } } { ...A }';
    expect(calls(cycle)).toBe(1);
  });

  it('lists every resolver of the schema, so a new one cannot go uncounted', () => {
    const storage = getMetadataStorage() as unknown as {
      queries: Array<{ schemaName: string }>;
      mutations: Array<{ schemaName: string }>;
      subscriptions: Array<{ schemaName: string }>;
      fieldResolvers: Array<{ schemaName: string; getObjectType?: () => { name: string } }>;
    };
    const resolvers = [
      ...storage.queries.map((query) => `Query.${query.schemaName}`),
      ...storage.mutations.map((mutation) => `Mutation.${mutation.schemaName}`),
      ...storage.subscriptions.map((subscription) => `Subscription.${subscription.schemaName}`),
      ...storage.fieldResolvers.map(
        (resolver) => `${resolver.getObjectType?.().name ?? '?'}.${resolver.schemaName}`,
      ),
    ];
    expect(resolvers.length).toBeGreaterThan(20);
    expect(resolvers.filter((name) => !(name in fieldUpstreamCalls))).toEqual([]);
  });
});

describe("the dashboard's own operations", () => {
  it(`stay within MAX_UPSTREAM_CALLS_PER_OPERATION (${limit})`, () => {
    const operations = webOperations();
    // Every screen's queries, mutations and subscriptions: the test cannot pass on nothing.
    expect(operations.length).toBeGreaterThanOrEqual(18);
    const estimates = operations.map(({ name, document }) => ({
      name,
      calls: estimateUpstreamCalls(schema, document)[0]?.calls ?? 0,
    }));
    expect(estimates.filter((estimate) => estimate.calls > limit)).toEqual([]);
    // The catalog list (with the viewer's header) and the item detail are the busiest screens.
    const byName = new Map(estimates.map((estimate) => [estimate.name, estimate.calls]));
    expect(byName.get('CatalogListQuery')).toBeLessThanOrEqual(5);
    expect(byName.get('CatalogDetailQuery')).toBeLessThanOrEqual(5);
  });
});
