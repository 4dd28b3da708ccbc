import { describe, expect, it } from 'vitest';
import { type TestBff, type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

let bff: TestBff;
let demo: TestBrowser;

signedInDemo((started) => ({ bff, demo } = started));

/** Every operation taking an id of the store, with `$id` where the id goes. */
const operations: Array<[string, string]> = [
  ['catalogItem', 'query ($id: ID!) { catalogItem(id: $id) { id name } }'],
  [
    'setDynamicPricing',
    'mutation ($id: ID!) { setDynamicPricing(itemId: $id, enabled: true) { outcome } }',
  ],
  ['toggleDynamicPrice', 'mutation ($id: ID!) { toggleDynamicPrice(itemId: $id) { id } }'],
  ['syncBasePrice', 'mutation ($id: ID!) { syncBasePrice(itemId: $id) { id } }'],
  ['logBatch', 'query ($id: ID!) { logBatch(id: $id) { batch { id } } }'],
  ['competitorListings', 'query ($id: ID!) { competitorListings(vendorId: $id) { items { id } } }'],
  [
    'competitorItem (vendor)',
    'query ($id: ID!) { competitorItem(vendorId: $id, itemId: "1") { id } }',
  ],
  [
    'competitorItem (listing)',
    'query ($id: ID!) { competitorItem(vendorId: "1", itemId: $id) { id } }',
  ],
  ['priceList', 'query ($id: ID!) { priceList(categoryId: $id) { items { id } } }'],
  ['exportPrices', 'mutation ($id: ID!) { exportPrices(categoryId: $id) }'],
  ['exportPriceItems', 'mutation ($id: ID!) { exportPriceItems(categoryId: $id) }'],
  [
    'saveResellStrategy',
    'mutation ($id: ID!) { saveResellStrategy(categoryId: $id, input: { type: REVENDO }) { type } }',
  ],
  [
    'saveBuybackStrategy',
    'mutation ($id: ID!) { saveBuybackStrategy(categoryId: $id, input: { pricePositioning: 1, roundingType: EXACT_AMOUNT }) { id } }',
  ],
  [
    'resellStrategyPreview',
    'query ($id: ID!) { resellStrategyPreview(categoryId: $id, input: { type: REVENDO }) { currencySymbol } }',
  ],
  [
    'buybackStrategyPreview',
    'query ($id: ID!) { buybackStrategyPreview(categoryId: $id, input: { pricePositioning: 1, roundingType: EXACT_AMOUNT }) { currencySymbol } }',
  ],
];

describe('ids the store could not have given', () => {
  it.each(operations)('%s: an empty id is NOT_FOUND before any upstream call', async (_, query) => {
    bff.resetCalls();
    const answer = await demo.gql(query, { id: '' });
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(bff.calls).toEqual([]);
  });

  it.each(
    operations.flatMap(([name, query]) =>
      ['..', '.', ' 12', '1\n2', 'x'.repeat(200)].map((id) => [name, JSON.stringify(id), query]),
    ),
  )('%s: the malformed id %s is BAD_USER_INPUT before any upstream call', async (_, id, query) => {
    bff.resetCalls();
    const answer = await demo.gql(query, { id: JSON.parse(id) as string });
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(bff.calls).toEqual([]);
  });

  it('says which argument is not a valid id', async () => {
    const answer = await demo.gql('{ competitorItem(vendorId: "1", itemId: "..") { id } }');
    expect(answer.errors?.[0]?.message).toBe('itemId is not a valid id.');
  });

  it('an id of the usual form still reaches the store', async () => {
    bff.resetCalls();
    const answer = await demo.gql('{ catalogItem(id: "999999") { id } }');
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    expect(bff.calls.map((call) => call.path)).toEqual(['/api/catalog/999999']);
  });
});
