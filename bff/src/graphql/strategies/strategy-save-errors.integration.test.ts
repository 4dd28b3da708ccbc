import { describe, expect, it } from 'vitest';
import { TestBrowser } from '../../testing/test-bff.js';
import { signedInDemo, type SignedInDemo } from '../testing/signed-in-demo.js';

// A refused strategy as a caller sees it: userErrors keyed by the GraphQL input path, worded in
// the user's language, and the other mutations of the request answered.

let stack: SignedInDemo;
signedInDemo((started) => (stack = started), { UPSTREAM_CALLS_PER_SECOND: '1000' });

interface Answer {
  strategy: { type: string } | null;
  userErrors: { field: string[] | null; message: string; code: string }[];
}

const twoSaves = `mutation ($good: UpdateResellStrategyInput!, $bad: UpdateResellStrategyInput!) {
  good: updateResellStrategy(input: $good) { strategy { type } userErrors { field message code } }
  bad: updateResellStrategy(input: $bad) { strategy { type } userErrors { field message code } }
}`;

async function firstCategory(browser: TestBrowser): Promise<string> {
  const me = await browser.gql<{ me: { categories: { id: string }[] } }>(
    '{ me { categories { id } } }',
  );
  const id = me.data?.me.categories[0]?.id;
  if (!id) throw new Error('the user has no category');
  return id;
}

function variables(categoryId: string) {
  return {
    good: { categoryId, type: 'REVENDO' },
    bad: {
      categoryId,
      type: 'VARIATION',
      variation: { minPricePercentage: 30, maxPricePercentage: 300, roundingType: 'FIXED' },
    },
  };
}

describe('updateResellStrategy', () => {
  it('keys refusals by input path in English for an English user, beside a saved one', async () => {
    const categoryId = await firstCategory(stack.demo);
    const answer = await stack.demo.gql<{ good: Answer; bad: Answer }>(
      twoSaves,
      variables(categoryId),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.good).toEqual({ strategy: { type: 'REVENDO' }, userErrors: [] });
    expect(answer.data?.bad.strategy).toBeNull();
    expect(answer.data?.bad.userErrors).toEqual([
      {
        field: ['input', 'variation', 'maxPricePercentage'],
        message: 'Enter a number from -90 to 200.',
        code: 'BAD_USER_INPUT',
      },
      {
        field: ['input', 'variation', 'roundingValue'],
        message: 'Fill this in.',
        code: 'BAD_USER_INPUT',
      },
    ]);
  });

  it('words them in Italian for an Italian user (profile language it)', async () => {
    const italian = new TestBrowser(stack.bff.url);
    expect((await italian.login('rivenditore@example.com')).errors).toBeUndefined();
    const categoryId = await firstCategory(italian);
    const answer = await italian.gql<{ good: Answer; bad: Answer }>(
      twoSaves,
      variables(categoryId),
    );
    expect(answer.data?.bad.userErrors.map((error) => error.message)).toEqual([
      'Inserisci un numero da -90 a 200.',
      'Compila questo campo.',
    ]);
  });

  it('gives the deprecated saveResellStrategy the same paths in fieldErrors', async () => {
    const categoryId = await firstCategory(stack.demo);
    const answer = await stack.demo.gql(
      `mutation ($id: ID!) { saveResellStrategy(categoryId: $id, input: { type: VARIATION, variation: { minPricePercentage: 30, maxPricePercentage: -30, roundingType: NINE } }) { id } }`,
      { id: categoryId },
    );
    const error = answer.errors?.[0] as
      { message: string; extensions?: { code?: string; fieldErrors?: unknown } } | undefined;
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.message).toBe(
      'The minimum variation (30%) cannot be higher than the maximum variation (-30%).',
    );
    expect(error?.extensions?.fieldErrors).toEqual({
      'input.variation.minPricePercentage': [
        'The minimum variation (30%) cannot be higher than the maximum variation (-30%).',
      ],
    });
  });
});

describe('updateBuybackStrategy', () => {
  it('keys a refused positioning by input.pricePositioning', async () => {
    const categoryId = await firstCategory(stack.demo);
    const answer = await stack.demo.gql<{ updateBuybackStrategy: Answer }>(
      `mutation ($input: UpdateBuybackStrategyInput!) { updateBuybackStrategy(input: $input) { strategy { pricePositioning } userErrors { field message code } } }`,
      { input: { categoryId, pricePositioning: -95, roundingType: 'NINE' } },
    );
    expect(answer.data?.updateBuybackStrategy).toEqual({
      strategy: null,
      userErrors: [
        {
          field: ['input', 'pricePositioning'],
          message: 'Enter a number from -90 to 200.',
          code: 'BAD_USER_INPUT',
        },
      ],
    });
  });
});
