import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aStrategiesViewer } from '../strategies-fixtures';
import { aStrategyPreview } from './preview-fixtures';

interface PreviewVariables {
  categoryId: string;
  input: { variation?: { minPricePercentage: number } | null; pricePositioning?: number };
  savedInput: { variation?: { minPricePercentage: number } | null };
  compare: boolean;
}

function serveStrategies() {
  const viewer = aStrategiesViewer();
  server.use(
    viewerHandler(viewer),
    graphql.query('ResellStrategiesQuery', () => HttpResponse.json({ data: { me: viewer } })),
    graphql.query('BuybackStrategiesQuery', () => HttpResponse.json({ data: { me: viewer } })),
  );
}

/** A promise the test settles when it chooses: an answer held back until then. */
function gate() {
  let open = () => {};
  const closed = new Promise<void>((resolve) => (open = resolve));
  return { closed, open };
}

/** The smartphone resell strategy as the save mutation answers it. */
function savedStrategy(minPricePercentage: number) {
  return {
    __typename: 'ResellStrategy',
    id: 'rs-1',
    type: 'VARIATION',
    variation: {
      __typename: 'VariationValues',
      minPricePercentage,
      maxPricePercentage: 10,
      roundingType: 'NINE',
      roundingValue: 9,
    },
    market: null,
  };
}

/** updateResellStrategy's answer when saved. */
function savedPayload(strategy: ReturnType<typeof savedStrategy>) {
  return { __typename: 'UpdateResellStrategyPayload', strategy, userErrors: [] };
}

async function card(name: string) {
  return within((await screen.findByRole('region', { name })) as HTMLElement);
}

const SAVED_HEADLINE = '312 items would change: 201 down, 111 up, median -2.4%';
const EDITED_HEADLINE = '350 items would change: 250 down, 100 up, median -3.1%';

describe('the strategy preview', () => {
  it('shows what the strategy would do, keeps it while an edit is worked out, compares it with the saved one, and Apply names the items', async () => {
    serveStrategies();
    const sent: PreviewVariables[] = [];
    const saved: unknown[] = [];
    let held: ReturnType<typeof gate> | null = null;
    server.use(
      graphql.query<never, PreviewVariables>('ResellStrategyPreview', async ({ variables }) => {
        sent.push(variables);
        if (held) await held.closed;
        const edited = variables.input.variation?.minPricePercentage === -10;
        return HttpResponse.json({
          data: {
            edited: edited
              ? aStrategyPreview()
              : aStrategyPreview({ up: 100, down: 250, medianChangePercent: -3.1 }),
            ...(variables.compare ? { saved: aStrategyPreview() } : {}),
          },
        });
      }),
      graphql.mutation('UpdateResellStrategy', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { save: savedPayload(savedStrategy(-12)) } });
      }),
    );
    const app = renderApp('/dashboard/strategies/resell');
    const smartphones = await card('Smartphones');
    const toggle = smartphones.getByRole('button', { name: 'Preview on my items' });
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(await smartphones.findByText(SAVED_HEADLINE)).toBeInTheDocument();
    expect(smartphones.getByText('14 would stop at their minimum price')).toBeInTheDocument();
    expect(smartphones.getByText('margin 31.2% → 29.8%')).toBeInTheDocument();
    expect(
      smartphones.getByText('20 would be skipped (No market price: 20 items)'),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({
      categoryId: '1',
      input: {
        type: 'VARIATION',
        variation: {
          minPricePercentage: -10,
          maxPricePercentage: 10,
          roundingType: 'NINE',
          roundingValue: 9,
        },
      },
      savedInput: {
        type: 'VARIATION',
        variation: {
          minPricePercentage: -10,
          maxPricePercentage: 10,
          roundingType: 'NINE',
          roundingValue: 9,
        },
      },
      compare: false,
    });
    // Unchanged form: nothing to compare.
    expect(smartphones.queryByRole('table', { name: /compared/ })).not.toBeInTheDocument();
    // The chart's code arrives on its own (visx stays out of the screen's first download).
    expect(
      await smartphones.findByRole('img', {
        name:
          'Number of items by price change; -10.0% to -5.0%: 60 items; ' +
          '-5.0% to 0.0%: 141 items; 0.0% to +5.0%: 139 items',
      }),
    ).toBeInTheDocument();

    // One of the largest moves, explained.
    const moves = within(smartphones.getByRole('region', { name: 'Largest moves' }));
    expect(moves.getAllByRole('listitem').map((item) => item.dataset.itemId)).toEqual([
      'Apple iPhone 12',
      'Google Pixel 7',
    ]);
    await app.user.click(moves.getByRole('button', { name: 'Why this price? Apple iPhone 12' }));
    const steps = moves.getByRole('list', { name: 'From the market figure to the price' });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(
      'Variation-10% on the base price€450.00',
    );

    // An edit: the answer shown stays until the new one arrives, then both are compared.
    held = gate();
    const minimum = smartphones.getByLabelText('Minimum variation (%)');
    await app.user.clear(minimum);
    await app.user.type(minimum, '-12');
    expect(await smartphones.findByText('Updating the preview…')).toBeInTheDocument();
    expect(smartphones.getByText(SAVED_HEADLINE)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({
      input: { variation: { minPricePercentage: -12 } },
      savedInput: { variation: { minPricePercentage: -10 } },
      compare: true,
    });
    held.open();
    expect(await smartphones.findByText(EDITED_HEADLINE)).toBeInTheDocument();
    expect(smartphones.queryByText('Updating the preview…')).not.toBeInTheDocument();
    const compared = within(
      smartphones.getByRole('table', { name: 'Your saved strategy compared with this edit' }),
    );
    expect(
      compared.getAllByRole('row').map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['Items that would change', '312', '350', '+38'],
      ['Down', '201', '250', '+49'],
      ['Up', '111', '100', '-11'],
      ['Median change', '-2.4%', '-3.1%', '-0.7 pts'],
    ]);

    // Apply says what the preview said, and sends the edited strategy once confirmed.
    await app.user.click(smartphones.getByRole('button', { name: 'Apply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply to 350 items?' }));
    expect(dialog.getByText(new RegExp(`^${EDITED_HEADLINE}; 14 would stop`))).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Apply to 350 items' }));
    expect(await screen.findByText('Strategy updated')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        input: expect.objectContaining({
          categoryId: '1',
          variation: expect.objectContaining({ minPricePercentage: -12 }),
        }),
      },
    ]);
    // Saved: the form is the saved strategy again, so there is nothing left to compare.
    await waitFor(() =>
      expect(smartphones.queryByRole('table', { name: /compared/ })).not.toBeInTheDocument(),
    );
  });

  it('cancels a request an edit has overtaken', async () => {
    serveStrategies();
    const aborted: boolean[] = [];
    const held = gate();
    let requests = 0;
    server.use(
      graphql.query<never, PreviewVariables>('ResellStrategyPreview', async ({ request }) => {
        requests += 1;
        const index = requests - 1;
        aborted[index] = false;
        request.signal.addEventListener('abort', () => (aborted[index] = true));
        if (index === 0) {
          await held.closed;
          const overtaken = aStrategyPreview({ up: 100, down: 250, medianChangePercent: -3.1 });
          return HttpResponse.json({ data: { edited: overtaken } });
        }
        return HttpResponse.json({ data: { edited: aStrategyPreview() } });
      }),
    );
    const app = renderApp('/dashboard/strategies/resell');
    const smartphones = await card('Smartphones');
    await app.user.click(smartphones.getByRole('button', { name: 'Preview on my items' }));
    await waitFor(() => expect(requests).toBe(1));
    await app.user.clear(smartphones.getByLabelText('Maximum variation (%)'));
    await app.user.type(smartphones.getByLabelText('Maximum variation (%)'), '12');
    expect(await smartphones.findByText(SAVED_HEADLINE)).toBeInTheDocument();
    expect(requests).toBe(2);
    expect(aborted).toEqual([true, false]);
    // Had the overtaken answer come after all, it would not replace the newer one.
    held.open();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(smartphones.getByText(SAVED_HEADLINE)).toBeInTheDocument();
    expect(smartphones.queryByText(EDITED_HEADLINE)).not.toBeInTheDocument();
  });

  it('says the preview is unavailable against a store without it, and Apply works as before', async () => {
    serveStrategies();
    const saved: unknown[] = [];
    server.use(
      graphql.query('ResellStrategyPreview', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The store does not offer this extension.',
              extensions: { code: 'UNSUPPORTED_BY_STORE' },
            },
          ],
        }),
      ),
      graphql.mutation('UpdateResellStrategy', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { save: savedPayload(savedStrategy(-10)) } });
      }),
    );
    const app = renderApp('/dashboard/strategies/resell');
    const smartphones = await card('Smartphones');
    await app.user.click(smartphones.getByRole('button', { name: 'Preview on my items' }));
    expect(
      await smartphones.findByText(
        "The preview isn't available for your store. Apply works as usual.",
      ),
    ).toBeInTheDocument();
    await app.user.click(smartphones.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Strategy updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('shows the message Apply would show when the store refuses the input', async () => {
    serveStrategies();
    server.use(
      graphql.query('BuybackStrategyPreview', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The price positioning must be between -100 and 100.',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { price_positioning: ['…'] } },
            },
          ],
        }),
      ),
    );
    const app = renderApp('/dashboard/strategies/buyback');
    const smartphones = await card('Smartphones');
    await app.user.click(smartphones.getByRole('button', { name: 'Preview on my items' }));
    expect(
      await smartphones.findByText('The price positioning must be between -100 and 100.'),
    ).toBeInTheDocument();
  });
});
