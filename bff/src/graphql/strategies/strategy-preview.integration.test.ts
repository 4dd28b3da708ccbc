import { describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import { type GraphQLAnswer, type TestBff, type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

let upstream: EmbeddedUpstream;
let bff: TestBff;
let demo: TestBrowser;

signedInDemo((started) => ({ upstream, bff, demo } = started));

const SMARTPHONES = '1';
const EDITED = {
  type: 'MARKET',
  market: {
    value: -6,
    comparison: 'PERCENTAGE',
    marketPrice: 'MIN',
    margin: 15,
    validateAgainstNextGen: true,
  },
};

/** The decision's fields, as the dashboard reads them: in a fragment (as its cost limit counts). */
const decisionFragment = `fragment Decision on PriceDecision {
  strategyKind referenceKind referenceAmount referenceOffers steps { kind value note } result outcome skipReason
}`;

interface Decision {
  result: number | null;
  outcome: string;
  steps: Array<{ kind: string; value: number | null; note: string | null }>;
  referenceAmount: number | null;
  skipReason: string | null;
}

interface PreviewItem {
  itemId: string;
  name: string;
  currentPrice: number | null;
  newPrice: number | null;
  changePercent: number | null;
  outcome: string;
  decision: Decision;
}

interface Preview {
  marketAt: string;
  summary: { itemsTotal: number; itemsPriced: number; skipped: number; up: number };
  items: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ cursor: string; node: PreviewItem }>;
  };
}

// Pages of 100 (the most one holds); `first` as a variable, as a client that pages sends it.
const previewQuery = `query Preview($categoryId: ID!, $input: ResellStrategyInput!, $first: Int, $after: String) {
  resellStrategyPreview(categoryId: $categoryId, input: $input) {
    marketAt
    summary { itemsTotal itemsPriced skipped up }
    items(first: $first, after: $after, sort: NAME) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { itemId name currentPrice newPrice changePercent outcome decision { ...Decision } } }
    }
  }
}
${decisionFragment}`;

/** Every item of the preview, following the connection's cursors. */
async function previewAll(input: unknown): Promise<{ preview: Preview; items: PreviewItem[] }> {
  const items: PreviewItem[] = [];
  let after: string | null = null;
  let first: Preview | null = null;
  for (;;) {
    const answer: GraphQLAnswer<{ resellStrategyPreview: Preview }> = await demo.gql(previewQuery, {
      categoryId: SMARTPHONES,
      input,
      first: 100,
      after,
    });
    expect(answer.errors).toBeUndefined();
    const preview: Preview = answer.data!.resellStrategyPreview;
    first ??= preview;
    items.push(...preview.items.edges.map((edge) => edge.node));
    if (!preview.items.pageInfo.hasNextPage) return { preview: first, items };
    after = preview.items.pageInfo.endCursor;
  }
}

const saveMutation = `mutation Save($categoryId: ID!, $input: ResellStrategyInput!) {
  saveResellStrategy(categoryId: $categoryId, input: $input) { id type }
}`;

const strategiesQuery = '{ me { resellStrategies { category { id } type market { value } } } }';

const entriesQuery = `query Entries($id: ID!, $page: Int) {
  logBatch(id: $id, page: $page) {
    entriesTotal pageSize
    entries { catalogItemId newPrice decision { ...Decision } }
  }
}
${decisionFragment}`;

interface Entries {
  logBatch: {
    entriesTotal: number;
    pageSize: number;
    entries: Array<{ catalogItemId: string; newPrice: number | null; decision: Decision }>;
  };
}

describe('strategy preview', () => {
  it('gives every item of the category the price a batch sets after saving it, on the same market', async () => {
    const { preview, items } = await previewAll(EDITED);
    expect(items).toHaveLength(preview.summary.itemsTotal);
    expect(preview.items.totalCount).toBe(preview.summary.itemsTotal);
    expect(new Set(items.map((item) => item.itemId)).size).toBe(items.length);
    expect(preview.summary.itemsPriced).toBeGreaterThan(0);

    const saved = await demo.gql(saveMutation, { categoryId: SMARTPHONES, input: EDITED });
    expect(saved.errors).toBeUndefined();
    const ran = await fetch(`${upstream.url}/dev/reprice?market=hold`, { method: 'POST' });
    expect(ran.status).toBe(200);
    const { batches } = (await ran.json()) as {
      batches: Array<{ store_id: number; batch: number }>;
    };
    const batchId = String(batches.find((row) => row.store_id === 1)?.batch);

    const logged = new Map<string, Decision>();
    for (let page = 1; ; page += 1) {
      const answer = await demo.gql<Entries>(entriesQuery, { id: batchId, page });
      expect(answer.errors).toBeUndefined();
      const { entries, entriesTotal, pageSize } = answer.data!.logBatch;
      for (const entry of entries) logged.set(entry.catalogItemId, entry.decision);
      if (page * pageSize >= entriesTotal) break;
    }
    for (const item of items) {
      const decision = logged.get(item.itemId);
      expect(decision, `item ${item.itemId} was not in the batch`).toBeDefined();
      // The store may refuse a price it is sent (a failed entry): the decision's price is the same.
      expect(decision?.result, `item ${item.itemId}`).toBe(item.newPrice);
      expect(decision?.steps).toEqual(item.decision.steps);
      expect(decision?.referenceAmount).toBe(item.decision.referenceAmount);
      expect(decision?.skipReason).toBe(item.decision.skipReason);
    }
  });

  it('refuses an invalid strategy with the field errors a save gives, and writes nothing', async () => {
    const invalid = {
      type: 'VARIATION',
      variation: { minPricePercentage: 30, maxPricePercentage: -95, roundingType: 'FIXED' },
    };
    const before = await demo.gql(strategiesQuery);
    const previewed = await demo.gql(
      `query($input: ResellStrategyInput!) { resellStrategyPreview(categoryId: "${SMARTPHONES}", input: $input) { marketAt } }`,
      { input: invalid },
    );
    const saved = await demo.gql(saveMutation, { categoryId: SMARTPHONES, input: invalid });
    type Refusal = { message: string; extensions?: { code?: string; fieldErrors?: object } };
    const previewError: Refusal | undefined = previewed.errors?.[0];
    const saveError: Refusal | undefined = saved.errors?.[0];
    expect(previewError?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(previewError?.extensions?.fieldErrors).toEqual(saveError?.extensions?.fieldErrors);
    expect(Object.keys(previewError?.extensions?.fieldErrors ?? {}).length).toBeGreaterThan(0);
    expect(previewError?.message).toBe(saveError?.message);
    expect(await demo.gql(strategiesQuery)).toEqual(before);
  });

  it('asks the store once for the summary and the page of items, and pages with the cursor', async () => {
    // Not the strategy saved by the first test, so prices move.
    const input = { ...EDITED, market: { ...EDITED.market, value: 4, marketPrice: 'MEDIAN' } };
    bff.resetCalls();
    const first = await demo.gql<{ resellStrategyPreview: Preview }>(
      `query($input: ResellStrategyInput!) {
        resellStrategyPreview(categoryId: "${SMARTPHONES}", input: $input) {
          summary { itemsTotal itemsPriced skipped up }
          ...Page
        }
      }
      fragment Page on StrategyPreview {
        items(first: 3, outcome: UP) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { itemId outcome } } }
      }`,
      { input },
    );
    expect(first.errors).toBeUndefined();
    const previewCalls = bff.calls.filter((call) => call.path.includes('/preview'));
    expect(previewCalls).toHaveLength(1);
    expect(previewCalls[0]?.path).toContain('limit=3');
    const { items, summary } = first.data!.resellStrategyPreview;
    expect(items.totalCount).toBe(summary.up);
    expect(items.edges.map((edge) => edge.node.outcome)).toEqual(['UP', 'UP', 'UP']);
    const next = await demo.gql<{ resellStrategyPreview: Preview }>(
      `query($input: ResellStrategyInput!, $after: String) {
        resellStrategyPreview(categoryId: "${SMARTPHONES}", input: $input) {
          items(first: 3, outcome: UP, after: $after) { edges { node { itemId } } }
        }
      }`,
      { input, after: items.pageInfo.endCursor },
    );
    const nextIds = next.data!.resellStrategyPreview.items.edges.map((edge) => edge.node.itemId);
    expect(nextIds).toHaveLength(3);
    expect(nextIds).not.toContain(items.edges[0]?.node.itemId);
    const bad = await demo.gql(
      `query($input: ResellStrategyInput!) { resellStrategyPreview(categoryId: "${SMARTPHONES}", input: $input) { items(after: "nonsense") { totalCount } } }`,
      { input },
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers NOT_FOUND for an unknown category and UNSUPPORTED_BY_STORE for a side the store does not preview', async () => {
    const unknown = await demo.gql(
      `query($input: ResellStrategyInput!) { resellStrategyPreview(categoryId: "999", input: $input) { marketAt } }`,
      { input: EDITED },
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The demo store's batches price its resell catalog: its trade-in strategies move no price.
    const buyback = await demo.gql(
      `{ buybackStrategyPreview(categoryId: "${SMARTPHONES}", input: { pricePositioning: -5, roundingType: NINE }) { marketAt } }`,
    );
    expect(buyback.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_BY_STORE');
  });
});
