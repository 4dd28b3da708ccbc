import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUserError, aViewer, type AccessFlags } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { CONTACT_NOTICE_MS } from './HistoricalPricesCard';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const stats = (min: number, change30d: number | null) => ({
  __typename: 'MarketStats',
  minPrice: min,
  maxPrice: min + 100,
  avgPrice: min + 50,
  change30d,
  change60d: -1.25,
});

const marketData = (offerSeller: string) => ({
  __typename: 'MarketData',
  historical: [
    {
      __typename: 'HistoricalPrice',
      vendorName: 'BackMarket',
      date: '2026-02-01T00:00:00.000Z',
      medianPrice: 480,
    },
  ],
  snapshots: [{ __typename: 'PriceSnapshot', createdAt: '2026-02-01T00:00:00.000Z', price: 499 }],
  items: [
    {
      __typename: 'MarketOffer',
      color: 'Blue',
      battery: 'std',
      price: 470,
      currencySymbol: '€',
      url: 'https://shop.example.com/1',
      sellerName: offerSeller,
      vendor: { __typename: 'OfferVendor', name: 'BackMarket', country: 'fr' },
    },
  ],
});

function aCatalogItemDetail(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CatalogItem',
    id: '42',
    name: 'iPhone 13 128GB',
    url: 'https://store.example.com/iphone-13',
    grade: 'B',
    batteryType: 'std',
    details: [
      { __typename: 'DetailPair', key: 'brand', value: 'Apple' },
      { __typename: 'DetailPair', key: 'external_id', value: 'SKU-42' },
      { __typename: 'DetailPair', key: 'battery_health', value: '91%' },
    ],
    externalId: 'SKU-42',
    priceLimit: 'NONE',
    price: 499,
    basePrice: 450,
    currencySymbol: '€',
    automaticPriceEnabled: true,
    prices: {
      __typename: 'ItemPrices',
      suggested: 489,
      marketPrice: 480,
      marketPriceReference: {
        __typename: 'MarketPriceReference',
        label: 'Lowest competitor offer',
        note: '4 offers in IT, DE, grade B',
      },
      min: 400,
      max: 600,
    },
    lastDecision: null,
    countryPrices: [
      {
        __typename: 'CountryPrices',
        country: 'it',
        currencySymbol: '€',
        resell: stats(450, 2.5),
        buyback: stats(300, null),
      },
    ],
    competitorsByGrade: [
      { __typename: 'GradeCompetitors', grade: 'A', counter: 3, catalogItemId: '43' },
    ],
    resell: marketData('Resell Shop'),
    buyback: marketData('Trade Shop'),
    buybox: [],
    logs: [
      {
        __typename: 'ItemLog',
        createdAt: '2026-02-02T10:00:00.000Z',
        event: 'price_updated',
        note: 'from 510',
      },
      {
        __typename: 'ItemLog',
        createdAt: '2026-02-01T10:00:00.000Z',
        event: 'manual_override',
        note: null,
      },
    ],
    ...overrides,
  };
}

function serveDetail(item = aCatalogItemDetail(), access: Partial<AccessFlags> = {}) {
  const viewer = aViewer({ access });
  const requestedIds: unknown[] = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogDetailQuery', ({ variables }) => {
      requestedIds.push(variables.id);
      return HttpResponse.json({
        data: { me: viewer, catalogItem: { ...item, id: String(variables.id) } },
      });
    }),
  );
  return requestedIds;
}

describe('catalog detail', () => {
  it('shows the item, its prices, market data, competitors and logs', async () => {
    serveDetail();
    renderApp('/dashboard/catalog/42');
    expect(await screen.findByRole('heading', { name: /iPhone 13 128GB/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to catalog' })).toHaveAttribute(
      'href',
      '/dashboard/catalog',
    );
    expect(screen.getByText('Standard battery')).toBeInTheDocument();
    expect(screen.getByText('Apple')).toBeInTheDocument();
    // Upstream keys and events read as words: translated when known, humanised otherwise.
    expect(screen.getByText('Brand')).toBeInTheDocument();
    expect(screen.getByText('ID')).toBeInTheDocument();
    expect(screen.getByText('Battery health')).toBeInTheDocument();
    expect(screen.getByText('Price updated')).toBeInTheDocument();
    expect(screen.getByText('Manual override')).toBeInTheDocument();
    expect(screen.queryByText('price_updated')).not.toBeInTheDocument();
    expect(screen.getByText('€489.00')).toBeInTheDocument();
    expect(screen.getByText('Dynamic price active')).toBeInTheDocument();
    expect(screen.getAllByText('+2.5%').length).toBeGreaterThan(0);
    expect(screen.getByText('3 competitor offers')).toBeInTheDocument();
    expect(screen.getByText('Resell Shop')).toBeInTheDocument();
    expect(screen.getByText('Trade Shop')).toBeInTheDocument();
    expect(screen.getByText('from 510')).toBeInTheDocument();
    expect(screen.queryByText(/Want access to more data/)).not.toBeInTheDocument();
  });

  it.each([
    ['MIN', 'Minimum price threshold reached'],
    ['MAX', 'Maximum price threshold reached'],
  ])('shows the threshold banner when priceLimit is %s', async (priceLimit, text) => {
    serveDetail(aCatalogItemDetail({ priceLimit }));
    renderApp('/dashboard/catalog/42');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows no threshold banner when priceLimit is NONE', async () => {
    serveDetail(aCatalogItemDetail({ priceLimit: 'NONE', price: 400 }));
    renderApp('/dashboard/catalog/42');
    await screen.findByRole('heading', { name: /iPhone 13 128GB/ });
    expect(screen.queryByText(/price threshold reached/)).not.toBeInTheDocument();
  });

  it('asks for the other state, shows the server answer and says so', async () => {
    serveDetail();
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('UpdateDynamicPricing', ({ variables }) => {
        const input = variables.input as { itemId: string; enabled: boolean };
        asked.push(input.enabled);
        return HttpResponse.json({
          data: {
            updateDynamicPricing: {
              __typename: 'UpdateDynamicPricingPayload',
              dynamicPricing: {
                __typename: 'DynamicPricingResult',
                itemId: input.itemId,
                enabled: input.enabled,
                // The item could not be read back: the answer's `enabled` still updates the page.
                item: null,
              },
              userErrors: [],
            },
          },
        });
      }),
    );
    const app = renderApp('/dashboard/catalog/42');
    await app.user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Dynamic price disabled')).toBeInTheDocument();
    expect(screen.getByText('Dynamic price inactive')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Dynamic price enabled')).toBeInTheDocument();
    expect(screen.getByText('Dynamic price active')).toBeInTheDocument();
    expect(asked).toEqual([false, true]);
  });

  it('says something went wrong when the toggle fails and keeps the state', async () => {
    serveDetail();
    server.use(graphql.mutation('UpdateDynamicPricing', () => HttpResponse.error()));
    const app = renderApp('/dashboard/catalog/42');
    await app.user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Dynamic price active')).toBeInTheDocument();
  });

  it('says something went wrong when the store refuses the toggle (userErrors) and keeps the state', async () => {
    serveDetail();
    server.use(
      graphql.mutation('UpdateDynamicPricing', () =>
        HttpResponse.json({
          data: {
            updateDynamicPricing: {
              __typename: 'UpdateDynamicPricingPayload',
              dynamicPricing: null,
              userErrors: [aUserError('CONFLICT', 'Changed meanwhile.', ['input', 'itemId'])],
            },
          },
        }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = renderApp('/dashboard/catalog/42');
    await app.user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Dynamic price active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable' })).toBeEnabled();
  });

  it('hides trade-in parts without buyback access and shows the contact notice for 2.5 s on switch', async () => {
    serveDetail(aCatalogItemDetail(), { buyback: false });
    const app = renderApp('/dashboard/catalog/42');
    expect(await screen.findByText('Historical resell prices')).toBeInTheDocument();
    expect(screen.queryByText('Trade Shop')).not.toBeInTheDocument();
    expect(screen.queryByText('Trade-in')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Want access to more data/)).toHaveLength(1);

    // The notice's 2.5 s are moved on by the test, not waited for (real time still runs).
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await app.user.click(screen.getByRole('button', { name: 'Show trade-in' }));
    expect(screen.getAllByText(/Want access to more data/)).toHaveLength(2);
    expect(screen.getByText('Historical resell prices')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(CONTACT_NOTICE_MS - 100));
    expect(screen.getAllByText(/Want access to more data/)).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.getAllByText(/Want access to more data/)).toHaveLength(1));
  });

  it('switches the chart to trade-in when the account has it', async () => {
    serveDetail();
    const app = renderApp('/dashboard/catalog/42');
    await app.user.click(await screen.findByRole('button', { name: 'Show trade-in' }));
    expect(screen.getByText('Historical trade-in prices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show resell' })).toBeInTheDocument();
  });

  it('reloads when the id changes', async () => {
    const requestedIds = serveDetail();
    const app = renderApp('/dashboard/catalog/42');
    await app.user.click(await screen.findByRole('link', { name: 'Open item' }));
    await waitFor(() => expect(requestedIds).toEqual(['42', '43']));
    expect(app.location()).toBe('/dashboard/catalog/43');
  });
});

const lastDecision = {
  __typename: 'PriceDecision',
  batchId: '269',
  decidedAt: '2026-03-01T08:01:00.000Z',
  outcome: 'UPDATED',
  currencySymbol: '€',
  strategy: 'Variation',
  reference: 'Lowest competitor offer',
  referenceAmount: 480,
  referenceNote: '4 offers in IT, DE, grade B',
  result: 479,
  skipReason: null,
  reason: 'Lowest competitor offer €480.00; €1.00 below €480.00 → €479.00',
  steps: [
    {
      __typename: 'PriceDecisionStep',
      kind: 'UNDERCUT',
      label: 'One unit below',
      note: '€1.00 below €480.00',
      value: 479,
    },
    {
      __typename: 'PriceDecisionStep',
      kind: 'CLAMP',
      label: 'Price limits',
      note: "Within the item's limits €400.00–€600.00",
      value: 479,
    },
  ],
};

describe("the detail's price card", () => {
  it('names the market price the repricer uses and where it comes from', async () => {
    serveDetail();
    renderApp('/dashboard/catalog/42');
    const term = await screen.findByText('Market price used by the repricer');
    const price = term.nextElementSibling as HTMLElement;
    expect(price).toHaveTextContent(
      /^€480\.00Lowest competitor offer · 4 offers in IT, DE, grade B$/,
    );
    // The per-country averages are labelled as such, apart from the repricer's figure.
    expect(screen.getAllByRole('columnheader', { name: 'Average by country' }).length).toBe(2);
  });

  it("explains the last price under 'Why this price?', with a link to its batch", async () => {
    serveDetail(aCatalogItemDetail({ lastDecision }));
    const app = renderApp('/dashboard/catalog/42');
    const why = await screen.findByRole('button', { name: 'Why this price?' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const steps = screen.getByRole('list', { name: 'From the market figure to the price' });
    expect(steps).toHaveTextContent('One unit below€1.00 below €480.00€479.00');
    expect(screen.getByText('Updated: new price €479.00')).toBeInTheDocument();
    const batch = screen.getByRole('link', { name: 'See it in log #269' });
    expect(batch).toHaveAttribute('href', '/dashboard/log/269?search=SKU-42');
  });

  it("offers no 'Why this price?' when no batch priced the item", async () => {
    serveDetail();
    renderApp('/dashboard/catalog/42');
    await screen.findByText('Market price used by the repricer');
    expect(screen.queryByRole('button', { name: 'Why this price?' })).not.toBeInTheDocument();
  });
});
