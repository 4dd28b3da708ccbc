// The demo accounts of the READMEs, each with exactly the permissions listed there.
import type { CategorySlug, Country, StoreConfiguration, StoreExtra } from './types';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  name: string;
  language: string;
  twoFactor: boolean;
  /** What the account shows, as the READMEs word it (printed by `npm run upstream`). */
  shows: string;
  /** Catalog size; null means UPSTREAM_ITEMS. */
  items: number | null;
  categories: CategorySlug[];
  /** Watchlist vendors as (country, category). */
  vendors: Array<[Country, CategorySlug]>;
  configuration: StoreConfiguration;
  extra: StoreExtra | null;
}

const euro = { catalogCurrency: 'EUR', catalogCurrencySymbol: '€' } as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@example.com',
    name: 'Demo User',
    language: 'en',
    twoFactor: false,
    shows:
      'everything: catalog, resell and buyback, 3 countries, 4 vendors, item exports, manual upload, s3',
    items: null,
    categories: ['smartphone', 'pc', 'smartwatch', 'tablet'],
    vendors: [
      ['it', 'smartphone'],
      ['de', 'smartphone'],
      ['fr', 'smartphone'],
      ['it', 'pc'],
    ],
    configuration: {
      storeName: 'Demo Refurb Store',
      showCatalog: true,
      catalogType: 'resell',
      integration: { roundingType: 'percentage' },
      integrationType: 's3',
      active: true,
      repricingMode: 'live',
      repricingEnabled: true,
      googleFeedUrl: 'https://feeds.example.com/demo-refurb-store/google.xml',
      manualFeedUploadEnabled: true,
      exportItemsEnabled: true,
      storeSlug: 'demo-refurb-store',
    },
    extra: {
      resellEnabled: true,
      buybackEnabled: true,
      ...euro,
      resellCountries: ['it', 'de', 'fr'],
      buybackCountries: ['it', 'de', 'fr'],
    },
  },
  {
    email: 'rivenditore@example.com',
    name: 'Mario Rossi',
    language: 'it',
    twoFactor: false,
    shows: 'Italian user (it), resell only, one country, no manual upload',
    items: 300,
    categories: ['smartphone', 'tablet'],
    vendors: [['it', 'smartphone']],
    configuration: {
      storeName: 'Rossi Ricondizionati',
      showCatalog: true,
      catalogType: 'resell',
      integration: { roundingType: 'nine' },
      integrationType: 'shopify',
      active: true,
      repricingMode: 'live',
      repricingEnabled: true,
      googleFeedUrl: null,
      manualFeedUploadEnabled: false,
      exportItemsEnabled: false,
      storeSlug: 'rossi-ricondizionati',
    },
    extra: {
      resellEnabled: true,
      buybackEnabled: false,
      ...euro,
      resellCountries: ['it'],
      buybackCountries: [],
    },
  },
  {
    email: 'buyback@example.com',
    name: 'Trade-in Desk',
    language: 'en',
    twoFactor: false,
    shows: 'buyback only, no catalog (show_catalog false), no vendors',
    items: 150,
    categories: ['smartphone', 'pc'],
    vendors: [],
    configuration: {
      storeName: null,
      showCatalog: false,
      catalogType: 'buyback',
      integration: null,
      integrationType: null,
      active: false,
      repricingMode: 'live',
      repricingEnabled: false,
      googleFeedUrl: null,
      manualFeedUploadEnabled: false,
      exportItemsEnabled: false,
      storeSlug: 'trade-in-desk',
    },
    extra: {
      resellEnabled: false,
      buybackEnabled: true,
      ...euro,
      resellCountries: [],
      buybackCountries: ['it', 'de'],
    },
  },
  {
    email: 'dryrun@example.com',
    name: 'Dry Run Tester',
    language: 'en',
    twoFactor: false,
    shows: 'dry-run repricing (badge), single country',
    items: 200,
    categories: ['smartphone', 'pc'],
    vendors: [['de', 'smartphone']],
    configuration: {
      storeName: 'Dry Run Electronics',
      showCatalog: true,
      catalogType: 'resell',
      integration: { roundingType: 'exact_amount' },
      integrationType: 'woocommerce',
      active: true,
      repricingMode: 'dry_run',
      repricingEnabled: true,
      googleFeedUrl: 'https://feeds.example.com/dry-run-electronics/google.xml',
      manualFeedUploadEnabled: false,
      exportItemsEnabled: false,
      storeSlug: 'dry-run-electronics',
    },
    extra: {
      resellEnabled: true,
      buybackEnabled: false,
      ...euro,
      resellCountries: ['de'],
      buybackCountries: [],
    },
  },
  {
    email: 'twofactor@example.com',
    name: 'Two Factor User',
    language: 'en',
    twoFactor: true,
    shows:
      "the login answers two_factor: sign-in must refuse with 'Unsupported authentication method'",
    items: 50,
    categories: ['smartphone'],
    vendors: [['it', 'smartphone']],
    configuration: {
      storeName: 'Secure Store',
      showCatalog: true,
      catalogType: 'resell',
      integration: null,
      integrationType: 'shopify',
      active: true,
      repricingMode: 'live',
      repricingEnabled: false,
      googleFeedUrl: null,
      manualFeedUploadEnabled: false,
      exportItemsEnabled: false,
      storeSlug: 'secure-store',
    },
    extra: {
      resellEnabled: true,
      buybackEnabled: false,
      ...euro,
      resellCountries: ['it'],
      buybackCountries: [],
    },
  },
];

/** Catalog size of each extra load-test account (UPSTREAM_EXTRA_USERS). */
export const EXTRA_USER_ITEMS = 120;

/**
 * UPSTREAM_EXTRA_USERS=N: `user1@example.com` … `userN@example.com` (password `demo1234`), for
 * load and subscription benchmarks that need many distinct users. Each has its own
 * small store (120 items: two full catalog pages and a bit; smartphones and tablets) with the demo store's permissions: catalog,
 * resell and buyback, item exports, manual upload. Deterministic like the rest of the data.
 */
export function extraDemoAccounts(count: number): DemoAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      email: `user${number}@example.com`,
      name: `Load User ${number}`,
      language: 'en',
      twoFactor: false,
      shows: 'load-test account (UPSTREAM_EXTRA_USERS): small catalog, every permission',
      items: EXTRA_USER_ITEMS,
      categories: ['smartphone', 'tablet'],
      vendors: [
        ['it', 'smartphone'],
        ['de', 'smartphone'],
      ],
      configuration: {
        storeName: `Load Store ${number}`,
        showCatalog: true,
        catalogType: 'resell',
        integration: { roundingType: 'percentage' },
        integrationType: 's3',
        active: true,
        repricingMode: 'live',
        repricingEnabled: true,
        googleFeedUrl: null,
        manualFeedUploadEnabled: true,
        exportItemsEnabled: true,
        storeSlug: `load-store-${number}`,
      },
      extra: {
        resellEnabled: true,
        buybackEnabled: true,
        ...euro,
        resellCountries: ['it', 'de'],
        buybackCountries: ['it', 'de'],
      },
    };
  });
}
