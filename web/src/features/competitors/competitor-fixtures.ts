// Builders for the competitor screens' answers, shaped as the BFF sends them (with __typename).
import { aConnectionPage } from '../lists/connection-fixtures';

let nextId = 1;

export function aCompetitorItem(overrides: Record<string, unknown> = {}) {
  const id = String(nextId++);
  return {
    __typename: 'CompetitorItem' as const,
    id: `listing-${id}`,
    name: `Galaxy S21 #${id}`,
    catalogItems: [
      {
        __typename: 'CatalogItemRef' as const,
        id: '42',
        ean: '8806090000001',
        externalId: 'SKU-42',
      },
    ],
    grade: 'B',
    price: 389.5,
    currencySymbol: '€',
    storage: '128GB',
    color: 'Phantom Grey',
    battery: null,
    sellerName: 'PhoneHub',
    ...overrides,
  };
}

const option = (value: string) => ({ __typename: 'FilterOption' as const, value, label: value });

/** The connection page of `items` after the cursor `after` (pages of `pageSize`). */
export function aCompetitorConnection(
  items: Array<ReturnType<typeof aCompetitorItem>>,
  { after = null, pageSize = 50 }: { after?: string | null; pageSize?: number } = {},
) {
  return {
    __typename: 'CompetitorItemConnection' as const,
    ...aConnectionPage('CompetitorItemEdge', items, { after, pageSize }),
    lastUpdate: '2026-03-01T10:00:00.000Z',
    vendor: {
      __typename: 'Vendor' as const,
      id: '7',
      name: 'BackMarket',
      country: 'fr',
      category: {
        __typename: 'Category' as const,
        id: '1',
        name: 'Smartphone',
        slug: 'smartphone',
      },
    },
    filters: {
      __typename: 'CatalogFilterOptions' as const,
      brands: [option('Samsung'), option('Apple')],
      models: [option('Galaxy S21')],
      grades: [option('A'), option('B')],
      storage: [option('128GB'), option('256GB')],
    },
  };
}

export function aCompetitorItemDetail() {
  const day = (date: string, min: number) => ({
    __typename: 'CompetitorHistoryPoint' as const,
    date,
    minPrice: min,
    medianPrice: min + 20,
    maxPrice: min + 60,
    averagePrice: min + 25,
  });
  return {
    __typename: 'CompetitorItemDetail' as const,
    id: 'listing-1',
    name: 'Galaxy S21 128GB',
    url: 'https://backmarket.example/galaxy-s21',
    price: 389.5,
    currencySymbol: '€',
    grade: 'B',
    details: [{ __typename: 'DetailPair' as const, key: 'Colour', value: 'Phantom Grey' }],
    vendor: {
      __typename: 'OfferVendor' as const,
      name: 'BackMarket',
      country: 'fr',
      rating: null,
      reviewsUrl: null,
    },
    history: [day('2026-02-01T00:00:00.000Z', 380), day('2026-02-08T00:00:00.000Z', 370)],
    offers: [
      {
        __typename: 'MarketOffer' as const,
        color: 'Black',
        battery: 'new',
        price: 399,
        currencySymbol: '€',
        sellerName: 'TopPhones',
        url: 'https://backmarket.example/offer/1',
        vendor: {
          __typename: 'OfferVendor' as const,
          country: 'it',
          rating: 4.6,
          reviewsUrl: 'https://reviews.example/topphones',
        },
      },
      {
        __typename: 'MarketOffer' as const,
        color: null,
        battery: null,
        price: 405,
        currencySymbol: '€',
        sellerName: 'NoReviews',
        url: null,
        vendor: { __typename: 'OfferVendor' as const, country: 'de', rating: 4, reviewsUrl: null },
      },
    ],
  };
}
