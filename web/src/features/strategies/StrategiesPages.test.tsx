import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { aStrategiesViewer } from './strategies-fixtures';

function serveStrategies(viewer = aStrategiesViewer()) {
  server.use(
    viewerHandler(viewer),
    graphql.query('ResellStrategiesQuery', () => HttpResponse.json({ data: { me: viewer } })),
    graphql.query('BuybackStrategiesQuery', () => HttpResponse.json({ data: { me: viewer } })),
  );
  return viewer;
}

async function card(name: string) {
  return (await screen.findByRole('region', { name })) as HTMLElement;
}

describe('resell strategies', () => {
  it('shows the saved values with a live example and the rounding value only for fixed and percentage', async () => {
    serveStrategies();
    const app = renderApp('/dashboard/strategies/resell');
    const smartphones = within(await card('Smartphones'));
    expect(smartphones.getByLabelText('Minimum variation (%)')).toHaveValue('-10');
    expect(smartphones.getByLabelText('Rounding')).toHaveValue('NINE');
    expect(smartphones.queryByLabelText(/^of/)).not.toBeInTheDocument();
    expect(
      smartphones.getByText(
        'A device with a base price of €1,000.00 would sell between €899.00 and €1,099.00.',
      ),
    ).toBeInTheDocument();

    await app.user.selectOptions(smartphones.getByLabelText('Rounding'), 'POINT_NINE');
    expect(smartphones.queryByLabelText(/^of/)).not.toBeInTheDocument();
    expect(smartphones.getByText(/between €899.90 and €1,099.90/)).toBeInTheDocument();

    await app.user.selectOptions(smartphones.getByLabelText('Rounding'), 'EXACT_AMOUNT');
    expect(smartphones.getByRole('option', { name: 'None', selected: true })).toBeInTheDocument();
    expect(smartphones.getByText(/between €900.00 and €1,100.00/)).toBeInTheDocument();

    await app.user.selectOptions(smartphones.getByLabelText('Rounding'), 'FIXED');
    const step = smartphones.getByLabelText('of (amount)');
    expect(smartphones.getByText('Fill in every value to see an example.')).toBeInTheDocument();
    expect(smartphones.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await app.user.type(step, '50');
    expect(smartphones.getByText(/between €900.00 and €1,100.00/)).toBeInTheDocument();
    await app.user.clear(smartphones.getByLabelText('Maximum variation (%)'));
    await app.user.type(smartphones.getByLabelText('Maximum variation (%)'), '8');
    expect(smartphones.getByText(/between €900.00 and €1,050.00/)).toBeInTheDocument();

    await app.user.selectOptions(smartphones.getByLabelText('Rounding'), 'PERCENTAGE');
    expect(smartphones.getByLabelText('of (%)')).toHaveValue('50');
    await app.user.clear(smartphones.getByLabelText('of (%)'));
    await app.user.type(smartphones.getByLabelText('of (%)'), '10');
    expect(smartphones.getByText(/between €810.00 and €972.00/)).toBeInTheDocument();

    // A minimum above the maximum: no inverted range, the form says what is wrong.
    await app.user.clear(smartphones.getByLabelText('Minimum variation (%)'));
    await app.user.type(smartphones.getByLabelText('Minimum variation (%)'), '50');
    expect(smartphones.queryByText(/would sell between/)).not.toBeInTheDocument();
    expect(
      smartphones.getByText(
        'The minimum variation is higher than the maximum variation. Lower the minimum or raise the maximum to see an example.',
      ),
    ).toBeInTheDocument();
    expect(smartphones.getByLabelText('Minimum variation (%)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(smartphones.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('offers the next-generation check only on the smartphone card and shows the revendo rules', async () => {
    serveStrategies();
    const app = renderApp('/dashboard/strategies/resell');
    const smartphones = within(await card('Smartphones'));
    const tablets = within(await card('Tablets'));
    expect(tablets.getByLabelText('Strategy type')).toHaveValue('MARKET');
    expect(tablets.getByLabelText('Minimum margin (%)')).toHaveValue('20');
    expect(tablets.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(
      tablets.getByText(
        'With the market price (Median) at €1,000.00, the device would sell at €950.00. Never below a 20% margin over cost.',
      ),
    ).toBeInTheDocument();

    await app.user.selectOptions(smartphones.getByLabelText('Strategy type'), 'MARKET');
    expect(
      smartphones.getByRole('checkbox', { name: "Never above the next generation's price" }),
    ).toBeInTheDocument();
    expect(smartphones.queryByLabelText('Rounding')).not.toBeInTheDocument();
    // 1,000 below a market of 1,000 is no price: the repricer skips such a device, and says so.
    await app.user.selectOptions(smartphones.getByLabelText('Value in'), 'CURRENCY');
    await app.user.clear(smartphones.getByLabelText('Value (+ higher, − lower)'));
    await app.user.type(smartphones.getByLabelText('Value (+ higher, − lower)'), '-1000');
    expect(
      smartphones.getByText(
        'With these values the price would be zero or less, so repricing would skip the device.',
      ),
    ).toBeInTheDocument();
    await app.user.clear(smartphones.getByLabelText('Value (+ higher, − lower)'));
    await app.user.type(smartphones.getByLabelText('Value (+ higher, − lower)'), '-20,5');
    expect(smartphones.getByText(/would sell at €979.50/)).toBeInTheDocument();

    await app.user.selectOptions(smartphones.getByLabelText('Strategy type'), 'REVENDO');
    const rules = smartphones.getByRole('table', { name: 'Revendo rules' });
    expect(within(rules).getAllByRole('row')).toHaveLength(11);
    expect(within(rules).getByText('no promotion').closest('tr')).toHaveTextContent('25%');
    expect(
      smartphones.getByText(/lowest market price is €1,000.00 would sell at €999.00/),
    ).toBeInTheDocument();
  });

  it('sends numbers, says Strategy updated, and shows the server message when refused', async () => {
    serveStrategies();
    const sent: unknown[] = [];
    let refuse = false;
    server.use(
      graphql.mutation('UpdateResellStrategy', ({ variables }) => {
        sent.push(variables);
        if (refuse) {
          return HttpResponse.json({
            data: {
              save: {
                __typename: 'UpdateResellStrategyPayload',
                strategy: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: ['input', 'market', 'margin'],
                    message: 'Enter a number from 0 to 100.',
                    code: 'BAD_USER_INPUT',
                  },
                  {
                    __typename: 'UserError',
                    field: null,
                    message: 'The store refused this strategy.',
                    code: 'BAD_USER_INPUT',
                  },
                ],
              },
            },
          });
        }
        return HttpResponse.json({
          data: {
            save: {
              __typename: 'UpdateResellStrategyPayload',
              strategy: {
                __typename: 'ResellStrategy',
                id: 'rs-1',
                type: 'MARKET',
                variation: null,
                market: {
                  __typename: 'MarketValues',
                  value: -2.5,
                  comparison: 'CURRENCY',
                  marketPrice: 'MIN',
                  margin: 15,
                  validateAgainstNextGen: true,
                },
              },
              userErrors: [],
            },
          },
        });
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = renderApp('/dashboard/strategies/resell');
    const smartphones = within(await card('Smartphones'));
    await app.user.selectOptions(smartphones.getByLabelText('Strategy type'), 'MARKET');
    await app.user.selectOptions(smartphones.getByLabelText('Market price'), 'MIN');
    await app.user.selectOptions(smartphones.getByLabelText('Value in'), 'CURRENCY');
    await app.user.clear(smartphones.getByLabelText('Value (+ higher, − lower)'));
    await app.user.type(smartphones.getByLabelText('Value (+ higher, − lower)'), '-2,5');
    await app.user.type(smartphones.getByLabelText('Minimum margin (%)'), '15');
    await app.user.click(smartphones.getByRole('checkbox'));
    await app.user.click(smartphones.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Strategy updated')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      input: {
        categoryId: '1',
        type: 'MARKET',
        market: {
          value: -2.5,
          comparison: 'CURRENCY',
          marketPrice: 'MIN',
          margin: 15,
          validateAgainstNextGen: true,
        },
      },
    });

    // Each refusal on its own line, after the label of the field it is about (when it has one).
    refuse = true;
    await app.user.click(smartphones.getByRole('button', { name: 'Apply' }));
    const refusal = await smartphones.findByRole('alert');
    expect(
      within(refusal).getByText('Minimum margin (%): Enter a number from 0 to 100.'),
    ).toBeInTheDocument();
    expect(within(refusal).getByText('The store refused this strategy.')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('shows the store notes the BFF names and no contact notice with full access', async () => {
    serveStrategies(aStrategiesViewer({ strategyNotes: ['buybox-tiers'] }));
    renderApp('/dashboard/strategies/resell');
    expect(
      await screen.findByText(/Fast movers: 1 unit below the Buybox price/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/€0.10 below the Buybox price/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Want access to more data/)).not.toBeInTheDocument();
  });
});

describe('buyback strategies', () => {
  it('shows the offer example, signs the positioning and lists the PC multipliers', async () => {
    serveStrategies(
      aStrategiesViewer({ access: { resell: false }, strategyNotes: ['buybox-tenth'] }),
    );
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('UpdateBuybackStrategy', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            save: {
              __typename: 'UpdateBuybackStrategyPayload',
              strategy: {
                __typename: 'BuybackStrategy',
                id: 'bs-2',
                pricePositioning: 5,
                roundingType: 'FIXED',
                roundingValue: 10,
              },
              userErrors: [],
            },
          },
        });
      }),
    );
    const app = renderApp('/dashboard/strategies/buyback');
    const smartphones = within(await card('Smartphones'));
    expect(smartphones.getByText('Market €1,000.00 → you offer €899.00')).toBeInTheDocument();
    expect(smartphones.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Buybox strategy: €0.10 below the Buybox price.')).toBeInTheDocument();
    expect(screen.getByText(/Want access to more data\? Contact us at/)).toBeInTheDocument();

    const pcs = within(await card('PCs'));
    const multipliers = pcs.getByRole('table', { name: 'PC buyback multipliers' });
    expect(within(multipliers).getAllByRole('row')).toHaveLength(9);
    expect(within(multipliers).getByText('× 1.45').closest('tr')).toHaveTextContent(
      'MacBook2014–201713 inch× 1.45',
    );

    await app.user.selectOptions(pcs.getByLabelText('Offer'), 'GREATER');
    await app.user.clear(pcs.getByLabelText('By (%)'));
    await app.user.type(pcs.getByLabelText('By (%)'), '5');
    await app.user.selectOptions(pcs.getByLabelText('Rounding'), 'FIXED');
    await app.user.type(pcs.getByLabelText('of (amount)'), '10');
    expect(pcs.getByText('Market €1,000.00 → you offer €1,050.00')).toBeInTheDocument();
    await app.user.click(pcs.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Strategy updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent[0]).toEqual({
        input: { categoryId: '3', pricePositioning: 5, roundingType: 'FIXED', roundingValue: 10 },
      }),
    );
  });
});
