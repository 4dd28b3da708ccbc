import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { type DocumentNode, GraphQLError, parse, print, validate } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../graphql/build-schema.js';
import { webFragments, webOperations, withFragments } from '../testing/web-operations.js';
import { costLimit, useGraphQLArmor } from './use-graphql-armor.js';

const schema = buildGraphQLSchema();
const fragments = webFragments();

/** What graphql-armor answers a document with, as the BFF wires it (development messages). */
function armorRefusals(document: DocumentNode): string[] {
  const yoga = createYoga({ schema, plugins: [useGraphQLArmor(false)], logging: false });
  const enveloped = yoga.getEnveloped({});
  try {
    // The token limit strikes while parsing, the others while validating; a refusal may throw.
    const parsed = enveloped.parse(print(document));
    const errors: readonly GraphQLError[] = enveloped.validate(enveloped.schema, parsed);
    return errors.map((error) => error.message);
  } catch (error) {
    if (error instanceof GraphQLError) return [error.message];
    throw error;
  }
}

/** The cost armor's rule finds for a document, with the BFF's options. */
function armorCost(document: DocumentNode): number {
  let cost = Number.NaN;
  const onAccept = [(_context: unknown, { n }: { n: number }) => (cost = n)];
  validate(schema, document, [costLimitRule({ ...costLimit, maxCost: Infinity, onAccept })]);
  return cost;
}

/** A document of the web's fragments, checked against the schema so it means what it says. */
function document(text: string): DocumentNode {
  const completed = withFragments(parse(text), fragments);
  expect(validate(schema, completed).map((error) => error.message)).toEqual([]);
  return completed;
}

const pageInfo = 'pageInfo { hasNextPage endCursor } totalCount';

/**
 * The dashboard's connection screens, each a full page (a literal `first: 50`, which armor
 * multiplies by) with the screen's header, filters and row fragment as the web app defines them.
 */
const connectionPages: Record<string, string> = {
  catalog: `query ($filter: CatalogFilter, $sort: CatalogSort, $after: String) {
    me { id ...CatalogHeader_viewer }
    catalogItems(filter: $filter, sort: $sort, first: 50, after: $after) {
      ${pageInfo} lastUpdate
      filters { ...CatalogFilterPanel_options } workQueue { ...WorkQueueStrip_counts }
      edges { cursor node { id name ...CatalogRow_item } } } }`,
  'price list': `query ($categoryId: ID!, $after: String) {
    me { id supportEmail categories { id name slug } access { resell buyback multiCountry exportItems } }
    priceListItems(categoryId: $categoryId, first: 50, after: $after) {
      ${pageInfo} stats { ...PricesSummary_stats } filters { ...PricesFilterPanel_options }
      edges { cursor node { id ...PriceRows_item } } } }`,
  competitors: `query ($vendorId: ID!, $after: String) {
    me { id access { catalog } }
    competitorItems(vendorId: $vendorId, first: 50, after: $after) {
      ${pageInfo} lastUpdate vendor { id ...VendorHeader_vendor }
      filters { ...CompetitorFilterPanel_options }
      edges { cursor node { id ...CompetitorRow_item } } } }`,
  'log batches': `query ($after: String) {
    logBatchConnection(first: 50, after: $after) {
      ${pageInfo} edges { cursor node { id ...LogBatchRow_batch } } } }`,
  'log entries': `query ($batchId: ID!, $after: String) {
    me { id extra { catalogCurrencySymbol } }
    logEntries(batchId: $batchId, first: 50, after: $after) {
      ${pageInfo} batch { id total start end } statusCounts { ...LogStatusFilter_counts }
      edges { cursor node { id ...LogEntryRow_entry } } } }`,
};

/** "With room": the dashboard's documents stay under 60 % of the limit. */
const room = 0.6 * costLimit.maxCost;

describe("graphql-armor's cost rule", () => {
  it.each(Object.entries(connectionPages))(
    'accepts a full page of the %s connection with room',
    (_name, text) => {
      const page = document(text);
      expect(armorRefusals(page)).toEqual([]);
      expect(armorCost(page)).toBeGreaterThan(1000);
      expect(armorCost(page)).toBeLessThan(room);
    },
  );

  it('accepts every operation the web app sends, with room', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThanOrEqual(18);
    const refused = operations.flatMap(({ name, document: operation }) => {
      const refusals = armorRefusals(operation);
      const cost = armorCost(operation);
      return refusals.length > 0 || cost >= room ? [{ name, cost, refusals }] : [];
    });
    expect(refused).toEqual([]);
  });

  it('refuses 15 aliased catalog pages', () => {
    const fanOut = document(
      `{ ${Array.from(
        { length: 15 },
        (_, index) =>
          `p${index}: catalogItems(first: 50) { edges { node { id ...CatalogRow_item } } }`,
      ).join(' ')} }`,
    );
    expect(armorCost(fanOut)).toBeGreaterThan(costLimit.maxCost);
    expect(armorRefusals(fanOut)).toEqual([
      expect.stringMatching(/Query Cost limit of 10000 exceeded, found \d+/),
    ]);
  });

  it('refuses connections nested in a connection (20 jobs, 500 items each)', () => {
    const nested = document(
      '{ jobs(first: 20) { edges { node { id items(first: 500) { edges { node { itemId } } } } } } }',
    );
    expect(armorRefusals(nested)).toEqual([expect.stringMatching(/Query Cost limit/)]);
  });

  it('refuses nesting deeper than 10 levels, however cheap', () => {
    const deep = parse(`{ me ${'{ categories '.repeat(12)}{ id }${' }'.repeat(12)} }`);
    expect(armorRefusals(deep)).toContainEqual(
      expect.stringMatching(/Query depth limit of 10 exceeded/),
    );
  });
});
