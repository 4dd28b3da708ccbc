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
});

export enum Comparison {
  PERCENTAGE = 'percentage',
  CURRENCY = 'currency',
}
registerEnumType(Comparison, {
  name: 'Comparison',
  description: 'Whether a market strategy value is a percentage or an amount of currency.',
});

export enum MarketReference {
  MEDIAN = 'median',
  MAX = 'max',
  MIN = 'min',
}
registerEnumType(MarketReference, {
  name: 'MarketReference',
  description: 'Which market price a market strategy starts from.',
});

export enum CatalogType {
  RESELL = 'resell',
  BUYBACK = 'buyback',
}
registerEnumType(CatalogType, {
  name: 'CatalogType',
  description: 'Whether the store sells devices (resell) or buys them in (buyback / trade-in).',
});

export const gradeValues = Object.values(Grade);
export const roundingTypeValues = Object.values(RoundingType);
export const comparisonValues = Object.values(Comparison);
export const marketReferenceValues = Object.values(MarketReference);
export const catalogTypeValues = Object.values(CatalogType);
