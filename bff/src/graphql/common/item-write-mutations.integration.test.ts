import { describe, expect, it } from 'vitest';
import { type TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo } from '../testing/signed-in-demo.js';

// Mutations answering userErrors: one failing item never empties the answers of the others.

let demo: TestBrowser;
signedInDemo((started) => ({ demo } = started), { UPSTREAM_CALLS_PER_SECOND: '1000' });

interface UserError {
  field: string[] | null;
  message: string;
  code: string;
  maybeApplied: boolean;
}

async function firstItem(): Promise<{ id: string; automaticPriceEnabled: boolean }> {
  const answer = await demo.gql<{
    catalog: { items: { id: string; automaticPriceEnabled: boolean }[] };
  }>('{ catalog { items { id automaticPriceEnabled } } }');
  const item = answer.data?.catalog.items[0];
  if (!item) throw new Error('the demo catalog has no item');
  return item;
}

describe('two aliased mutations, one failing', () => {
  it('answers the one that worked and the userErrors of the other (updateDynamicPricing)', async () => {
    const item = await firstItem();
    const answer = await demo.gql<{
      a: { dynamicPricing: { itemId: string; enabled: boolean } | null; userErrors: UserError[] };
      b: { dynamicPricing: unknown; userErrors: UserError[] };
    }>(
      `mutation ($ok: UpdateDynamicPricingInput!, $missing: UpdateDynamicPricingInput!) {
        a: updateDynamicPricing(input: $ok) { dynamicPricing { itemId enabled } userErrors { field message code maybeApplied } }
        b: updateDynamicPricing(input: $missing) { dynamicPricing { itemId enabled } userErrors { field message code maybeApplied } }
      }`,
      {
        ok: { itemId: item.id, enabled: !item.automaticPriceEnabled },
        missing: { itemId: '999999', enabled: true },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.a).toEqual({
      dynamicPricing: { itemId: item.id, enabled: !item.automaticPriceEnabled },
      userErrors: [],
    });
    expect(answer.data?.b.dynamicPricing).toBeNull();
    expect(answer.data?.b.userErrors).toEqual([
      { field: ['input', 'itemId'], message: 'Not found.', code: 'NOT_FOUND', maybeApplied: false },
    ]);
    // Put the item back as it was.
    const back = await demo.gql<{ updateDynamicPricing: { userErrors: UserError[] } }>(
      `mutation ($input: UpdateDynamicPricingInput!) { updateDynamicPricing(input: $input) { userErrors { code } } }`,
      { input: { itemId: item.id, enabled: item.automaticPriceEnabled } },
    );
    expect(back.data?.updateDynamicPricing.userErrors).toEqual([]);
  });

  it('with the deprecated setDynamicPricing, nulls only the failing one (every mutation is nullable)', async () => {
    const item = await firstItem();
    const answer = await demo.gql<{ a: { itemId: string } | null; b: { itemId: string } | null }>(
      `mutation {
        a: setDynamicPricing(itemId: "${item.id}", enabled: ${item.automaticPriceEnabled}) { itemId }
        b: setDynamicPricing(itemId: "999999", enabled: true) { itemId }
      }`,
    );
    expect(answer.data).toEqual({ a: { itemId: item.id }, b: null });
    expect(answer.errors?.map((error) => [error.path, error.extensions?.code])).toEqual([
      [['b'], 'NOT_FOUND'],
    ]);
  });

  it('answers syncItemBasePrice beside a failing one', async () => {
    const item = await firstItem();
    const answer = await demo.gql<{
      a: { item: { id: string } | null; userErrors: UserError[] };
      b: { item: unknown; userErrors: UserError[] };
    }>(
      `mutation {
        a: syncItemBasePrice(input: { itemId: "${item.id}" }) { item { id } userErrors { field code } }
        b: syncItemBasePrice(input: { itemId: "999999" }) { item { id } userErrors { field code } }
      }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.a).toEqual({ item: { id: item.id }, userErrors: [] });
    expect(answer.data?.b).toEqual({
      item: null,
      userErrors: [{ field: ['input', 'itemId'], code: 'NOT_FOUND' }],
    });
  });
});
