// Fixed reference data of the demo market: categories, marketplaces per country, currencies.
import type { Category, CategorySlug, Country, Vendor } from './types';

export const CATEGORIES: readonly Category[] = [
  { id: 1, name: 'Smartphone', slug: 'smartphone' },
  { id: 2, name: 'PC', slug: 'pc' },
  { id: 3, name: 'Smartwatch', slug: 'smartwatch' },
  { id: 4, name: 'Tablet', slug: 'tablet' },
];

export function categoryBySlug(slug: CategorySlug): Category {
  const category = CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category;
}

export interface CountryMoney {
  currency: string;
  symbol: string;
  /** Units of the local currency per euro (fixed: the demo market does not trade currencies). */
  perEuro: number;
}

export const COUNTRY_MONEY: Record<Country, CountryMoney> = {
  de: { currency: 'EUR', symbol: '€', perEuro: 1 },
  it: { currency: 'EUR', symbol: '€', perEuro: 1 },
  fr: { currency: 'EUR', symbol: '€', perEuro: 1 },
  pt: { currency: 'EUR', symbol: '€', perEuro: 1 },
  gr: { currency: 'EUR', symbol: '€', perEuro: 1 },
  uk: { currency: 'GBP', symbol: '£', perEuro: 0.85 },
  ch: { currency: 'CHF', symbol: 'CHF', perEuro: 0.95 },
  ro: { currency: 'RON', symbol: 'lei', perEuro: 4.97 },
};

const MARKETPLACES: Record<Country, { name: string; domain: string }> = {
  de: { name: 'ZweitMarkt', domain: 'zweitmarkt.example.de' },
  it: { name: 'RinnovaShop', domain: 'rinnovashop.example.it' },
  fr: { name: 'ReconditionPlus', domain: 'reconditionplus.example.fr' },
  uk: { name: 'RenewedBay', domain: 'renewedbay.example.co.uk' },
  pt: { name: 'Recondicionados', domain: 'recondicionados.example.pt' },
  ch: { name: 'SwissRefurb', domain: 'swissrefurb.example.ch' },
  gr: { name: 'AnaNeo', domain: 'ananeo.example.gr' },
  ro: { name: 'Reconditionat', domain: 'reconditionat.example.ro' },
};

const CATEGORY_SECTION: Record<CategorySlug, string> = {
  smartphone: 'Phones',
  pc: 'Computers',
  smartwatch: 'Watches',
  tablet: 'Tablets',
};

const COUNTRY_ORDER: readonly Country[] = ['de', 'it', 'fr', 'uk', 'pt', 'ch', 'gr', 'ro'];

/** One marketplace section per country and category: vendor id = country index × 4 + category id. */
export const VENDORS: readonly Vendor[] = COUNTRY_ORDER.flatMap((country, countryIndex) =>
  CATEGORIES.map((category) => {
    const marketplace = MARKETPLACES[country];
    return {
      id: countryIndex * CATEGORIES.length + category.id,
      name: `${marketplace.name} ${CATEGORY_SECTION[category.slug]}`,
      country,
      categoryId: category.id,
      reviewsBaseUrl: `https://${marketplace.domain}/sellers`,
    };
  }),
);

export function vendorFor(country: Country, categoryId: number): Vendor {
  const vendor = VENDORS.find(
    (candidate) => candidate.country === country && candidate.categoryId === categoryId,
  );
  if (!vendor) throw new Error(`no vendor for ${country}/${categoryId}`);
  return vendor;
}

export function marketplaceDomain(country: Country): string {
  return MARKETPLACES[country].domain;
}

export const SELLER_NAMES: readonly string[] = [
  'TechRevive',
  'PhoneHaus',
  'ReNovaTech',
  'GreenGadget',
  'SecondLife Devices',
  'Smart Rinascita',
  'EcoPhone Store',
  'Mobile Outlet',
  'Refurb Masters',
  'CircularTech',
  'ZeroWaste Electronics',
  'ByteBack',
  'Re:Store',
  'NuovaVita Tech',
  'Gadget Recycler',
  'Pronto Refurb',
  'TopDeal Devices',
  'ValueTech Europe',
];

/** Quality order used by grade sorting: N (as new) is the highest, R (repaired) the lowest. */
export const GRADE_RANK: Record<string, number> = { N: 5, A: 4, B: 3, C: 2, R: 1 };
