import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';

// Several mutations in one document: the one that fails is null with its error, the others keep
// their results (every mutation's result is nullable).

let upstream: EmbeddedUpstream;
let bff: TestBff;

beforeAll(async () => {
  upstream = await startReferenceUpstream();
  bff = await startTestBff(upstream);
});

afterAll(async () => {
  await bff.stop();
  await upstream.stop();
});

describe('a document with a failing mutation beside a working one', () => {
  it('answers the working one and nulls only the failing one', async () => {
    const browser = new TestBrowser(bff.url);
    expect((await browser.login()).errors).toBeUndefined();
    const first = await browser.gql<{
      catalogItems: { edges: Array<{ node: { id: string; automaticPriceEnabled: boolean } }> };
    }>('{ catalogItems(first: 1) { edges { node { id automaticPriceEnabled } } } }');
    const item = first.data?.catalogItems.edges[0]?.node;
    if (!item) throw new Error('the demo catalog has no item');

    const answer = await browser.gql<{
      applied: { dynamicPricing: { enabled: boolean } | null } | null;
      missing: { itemId: string } | null;
    }>(
      `mutation ($id: ID!, $enabled: Boolean!) {
        applied: updateDynamicPricing(input: { itemId: $id, enabled: $enabled }) {
          dynamicPricing { enabled }
        }
        missing: setDynamicPricing(itemId: "999999", enabled: true) { itemId }
      }`,
      { id: item.id, enabled: !item.automaticPriceEnabled },
    );

    expect(answer.data?.applied?.dynamicPricing?.enabled).toBe(!item.automaticPriceEnabled);
    expect(answer.data?.missing).toBeNull();
    expect(answer.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['missing'], 'NOT_FOUND'],
    ]);
  });
});
