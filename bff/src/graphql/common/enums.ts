import { registerEnumType } from 'type-graphql';

// The enums' internal values are the upstream's own words, so mapping is a lookup, not a switch.

export enum Grade {
  A = 'A',
  B = 'B',
  C = 'C',
  N = 'N',
  R = 'R',
}
registerEnumType(Grade, {
  name: 'Grade',
  description:
    'Condition grade of a device: A (green), B (yellow), C (red), N (blue), R (fuchsia).',
  valuesConfig: {
    A: { description: 'Grade A, like new (shown green).' },
    B: { description: 'Grade B, light signs of use (shown yellow).' },
    C: { description: 'Grade C, visible signs of use (shown red).' },
    N: { description: 'Grade N, new (shown blue).' },
    R: { description: 'Grade R, refurbished by the maker (shown fuchsia).' },
  },
});

export enum RoundingType {
  FIXED = 'fixed',
  NINE = 'nine',
  POINT_NINE = 'point_nine',
  EXACT_AMOUNT = 'exact_amount',
  PERCENTAGE = 'percentage',
}
registerEnumType(RoundingType, {
  name: 'RoundingType',
  description: 'How a computed price is rounded (always downwards). EXACT_AMOUNT is shown as None.',
  valuesConfig: {
    FIXED: { description: 'Down to a multiple of the rounding amount.' },
    NINE: { description: 'Down to the largest whole amount ending in 9 (900 becomes 899).' },
    POINT_NINE: { description: 'Down to the largest amount ending in .90 (900 becomes 899.90).' },
    EXACT_AMOUNT: { description: 'No rounding: the price to the cent (shown as None).' },
    PERCENTAGE: { description: 'Lowered by the rounding percentage.' },
  },
});

export enum Comparison {
  PERCENTAGE = 'percentage',
  CURRENCY = 'currency',
}
registerEnumType(Comparison, {
  name: 'Comparison',
  description: 'Whether a market strategy value is a percentage or an amount of currency.',
  valuesConfig: {
    PERCENTAGE: { description: 'The value is a percentage of the market price.' },
    CURRENCY: { description: 'The value is an amount in the store currency.' },
  },
});

export enum MarketReference {
  MEDIAN = 'median',
  MAX = 'max',
  MIN = 'min',
}
registerEnumType(MarketReference, {
  name: 'MarketReference',
  description: 'Which market price a market strategy starts from.',
  valuesConfig: {
    MEDIAN: { description: 'The median market offer.' },
    MAX: { description: 'The highest market offer.' },
    MIN: { description: 'The lowest market offer.' },
  },
});

export enum CatalogType {
  RESELL = 'resell',
  BUYBACK = 'buyback',
}
registerEnumType(CatalogType, {
  name: 'CatalogType',
  description: 'Whether the store sells devices (resell) or buys them in (buyback / trade-in).',
  valuesConfig: {
    RESELL: { description: 'The store sells devices.' },
    BUYBACK: { description: 'The store buys devices in (trade-in).' },
  },
});

export const gradeValues = Object.values(Grade);
export const roundingTypeValues = Object.values(RoundingType);
export const comparisonValues = Object.values(Comparison);
export const marketReferenceValues = Object.values(MarketReference);
export const catalogTypeValues = Object.values(CatalogType);

export enum LocaleCode {
  EN_GB = 'en-GB',
  IT_IT = 'it-IT',
}
registerEnumType(LocaleCode, {
  name: 'Locale',
  description: 'A language the dashboard and the BFF write their texts in.',
  valuesConfig: {
    EN_GB: { description: 'British English (en-GB).' },
    IT_IT: { description: 'Italian (it-IT).' },
  },
});

export enum ItemLogEventKind {
  PRICE_UPDATED = 'price_updated',
  BASE_PRICE_SYNCED = 'base_price_synced',
  DYNAMIC_PRICE_ENABLED = 'dynamic_price_enabled',
  DYNAMIC_PRICE_DISABLED = 'dynamic_price_disabled',
  CATALOG_UPLOAD = 'catalog_upload',
  OTHER = 'other',
}
registerEnumType(ItemLogEventKind, {
  name: 'ItemLogEventKind',
  description: "What an event of an item's log records (ItemLog.event as an enum).",
  valuesConfig: {
    PRICE_UPDATED: { description: 'The price changed (a repricing run or a write).' },
    BASE_PRICE_SYNCED: { description: 'The base price was set to the price.' },
    DYNAMIC_PRICE_ENABLED: { description: 'Dynamic pricing was put on.' },
    DYNAMIC_PRICE_DISABLED: { description: 'Dynamic pricing was put off.' },
    CATALOG_UPLOAD: { description: 'A catalog upload created or changed the item.' },
    OTHER: { description: 'An event this BFF does not know yet (see event).' },
  },
});
