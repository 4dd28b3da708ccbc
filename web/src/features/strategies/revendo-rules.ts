/**
 * The revendo table (docs/pricing-rules.md) as the strategies screen shows it (the repricer
 * keeps its own copy in upstream/src/pricing/revendo-table.ts). Every price is 1 currency unit below the minimum market
 * price; the row gives the minimum margin.
 */
export interface RevendoRule {
  stock: 'atLeast10' | 'under10';
  soldOut: 'atLeast180' | 'from80To180' | 'from30To80';
  priceChange: 'atLeast14' | 'atLeast30' | 'from14To30';
  condition: 'noPromotion' | 'notAccelerated' | null;
  marginPercentage: number;
}

export const REVENDO_RULES: readonly RevendoRule[] = [
  {
    stock: 'atLeast10',
    soldOut: 'atLeast180',
    priceChange: 'atLeast14',
    condition: 'noPromotion',
    marginPercentage: 25,
  },
  {
    stock: 'atLeast10',
    soldOut: 'from80To180',
    priceChange: 'atLeast30',
    condition: 'notAccelerated',
    marginPercentage: 30,
  },
  {
    stock: 'atLeast10',
    soldOut: 'from80To180',
    priceChange: 'from14To30',
    condition: null,
    marginPercentage: 33,
  },
  {
    stock: 'atLeast10',
    soldOut: 'from30To80',
    priceChange: 'atLeast30',
    condition: null,
    marginPercentage: 34,
  },
  {
    stock: 'atLeast10',
    soldOut: 'from30To80',
    priceChange: 'from14To30',
    condition: null,
    marginPercentage: 35,
  },
  {
    stock: 'under10',
    soldOut: 'atLeast180',
    priceChange: 'atLeast14',
    condition: null,
    marginPercentage: 28,
  },
  {
    stock: 'under10',
    soldOut: 'from80To180',
    priceChange: 'atLeast30',
    condition: null,
    marginPercentage: 31,
  },
  {
    stock: 'under10',
    soldOut: 'from80To180',
    priceChange: 'from14To30',
    condition: null,
    marginPercentage: 34,
  },
  {
    stock: 'under10',
    soldOut: 'from30To80',
    priceChange: 'atLeast30',
    condition: null,
    marginPercentage: 35,
  },
  {
    stock: 'under10',
    soldOut: 'from30To80',
    priceChange: 'from14To30',
    condition: null,
    marginPercentage: 36,
  },
];
