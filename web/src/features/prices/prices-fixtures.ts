// Builders for the prices screen's answers, shaped as the BFF sends them (with __typename).

import { aConnectionPage } from '../lists/connection-fixtures';

const stats = (minPrice: number, change30d: number | null) => ({
  __typename: 'MarketStats' as const,
  minPrice,
  maxPrice: minPrice + 100,
  avgPrice: minPrice + 50,
  change30d,
  change60d: change30d === null ? null : -change30d,
});

export function aCountryPrices(country: string, minPrice = 400) {
  return {
    __typename: 'CountryPrices' as const,
    country,
    currencySymbol: '€',
    resell: stats(minPrice, 2.5),
    buyback: stats(minPrice / 2, -1.25),
  };
}

let nextId = 1;

export function aPriceListItem(overrides: Record<string, unknown> = {}) {
  const id = nextId++;
  return {
    __typename: 'PriceListItem' as const,
    id: `price-${id}`,
    name: `iPhone 12 #${id}`,
    storage: '128GB',
    batteryType: 'std',
    grade: 'A',
    onlineItems: 4,
    hot: false,
    topCompetitor: {
      __typename: 'TopCompetitor' as const,
      reseller: 'PhoneHub',
      vendor: 'BackMarket',
    },
    prices: [aCountryPrices('it'), aCountryPrices('fr', 420)],
    ...overrides,
  };
}

const option = (value: string) => ({ __typename: 'FilterOption' as const, value, label: value });

/**
 * The connection page of `items` after the cursor `after` (pages of `pageSize`), with the
 * category's stats and filter options.
 */
export function aPriceListConnection(
  items: Array<ReturnType<typeof aPriceListItem>>,
  {
    after = null,
    pageSize = 50,
    filters = { brands: ['Apple', 'Samsung'], models: ['iPhone 12'], grades: ['A', 'B'] },
  }: {
    after?: string | null;
    pageSize?: number;
    filters?: Record<'brands' | 'models' | 'grades', string[]>;
  } = {},
) {
  return {
    __typename: 'PriceListItemConnection' as const,
    ...aConnectionPage('PriceListItemEdge', items, { after, pageSize }),
    stats: {
      __typename: 'PriceStats' as const,
      products: 12,
      monitoredItems: 345,
      lastUpdate: '2026-03-01T10:00:00.000Z',
    },
    filters: {
      __typename: 'PriceFilterOptions' as const,
      brands: filters.brands.map(option),
      models: filters.models.map(option),
      grades: filters.grades.map(option),
    },
  };
}
