// Builders for the prices screen's answers, shaped as the BFF sends them (with __typename).

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

export function aPriceListPage(
  items: Array<ReturnType<typeof aPriceListItem>>,
  {
    page = 1,
    totalCount = items.length,
    filters = { brands: ['Apple', 'Samsung'], models: ['iPhone 12'], grades: ['A', 'B'] },
  }: {
    page?: number;
    totalCount?: number;
    filters?: Record<'brands' | 'models' | 'grades', string[]>;
  } = {},
) {
  return {
    __typename: 'PriceListPage' as const,
    items,
    page,
    totalCount,
    hasMore: page * 50 < totalCount,
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
