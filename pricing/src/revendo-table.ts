import { type SkipReason } from './price-decision';

/**
 * The revendo table, as data. Boundaries (the table names only the bands):
 * - stock_rfs: "≥ 10" includes 10; "< 10" is 9 and below.
 * - days_till_sold_out: every band includes its lower end and excludes its upper end, so 180
 *   belongs to "≥ 180", 80 to "80–180" and 30 to "30–80"; under 30 days no row applies.
 * - days since the last price change: "≥ 30" includes 30, "14–30" is 14 up to 29.x, "≥ 14"
 *   (the 180+ rows) covers both; under 14 days no row applies. An item whose price never changed
 *   counts as changed long ago.
 * - "no promotion" is a condition of the ≥ 10 stock, ≥ 180 days row only and "not accelerated" of
 *   the ≥ 10 stock, 80–180 days, ≥ 30 days row only, exactly as the table lists them; an item that
 *   fails such a condition has no row and is skipped with that reason.
 */
export type StockBand = 'stock >= 10' | 'stock < 10';
export type SoldOutBand = '>= 180 days' | '80-180 days' | '30-80 days';
export type PriceChangeBand =
  'changed >= 14 days ago' | 'changed >= 30 days ago' | 'changed 14-30 days ago';

export interface RevendoRow {
  stock: StockBand;
  soldOut: SoldOutBand;
  priceChange: PriceChangeBand;
  requiresNoPromotion: boolean;
  requiresNotAccelerated: boolean;
  marginPercentage: number;
}

const row = (
  stock: StockBand,
  soldOut: SoldOutBand,
  priceChange: PriceChangeBand,
  marginPercentage: number,
  conditions: { requiresNoPromotion?: boolean; requiresNotAccelerated?: boolean } = {},
): RevendoRow => ({
  stock,
  soldOut,
  priceChange,
  marginPercentage,
  requiresNoPromotion: conditions.requiresNoPromotion ?? false,
  requiresNotAccelerated: conditions.requiresNotAccelerated ?? false,
});

export const REVENDO_ROWS: readonly RevendoRow[] = [
  row('stock >= 10', '>= 180 days', 'changed >= 14 days ago', 25, { requiresNoPromotion: true }),
  row('stock >= 10', '80-180 days', 'changed >= 30 days ago', 30, { requiresNotAccelerated: true }),
  row('stock >= 10', '80-180 days', 'changed 14-30 days ago', 33),
  row('stock >= 10', '30-80 days', 'changed >= 30 days ago', 34),
  row('stock >= 10', '30-80 days', 'changed 14-30 days ago', 35),
  row('stock < 10', '>= 180 days', 'changed >= 14 days ago', 28),
  row('stock < 10', '80-180 days', 'changed >= 30 days ago', 31),
  row('stock < 10', '80-180 days', 'changed 14-30 days ago', 34),
  row('stock < 10', '30-80 days', 'changed >= 30 days ago', 35),
  row('stock < 10', '30-80 days', 'changed 14-30 days ago', 36),
];

export interface RevendoConditions {
  stockRfs: number;
  daysTillSoldOut: number;
  /** Whole days since the price last changed; null when it never changed. */
  daysSinceLastPriceChange: number | null;
  promotion: boolean;
  accelerated: boolean;
}

export type RevendoRowMatch = { row: RevendoRow } | { row: null; reason: SkipReason };

export function stockBand(stockRfs: number): StockBand {
  return stockRfs >= 10 ? 'stock >= 10' : 'stock < 10';
}

export function soldOutBand(daysTillSoldOut: number): SoldOutBand | null {
  if (daysTillSoldOut >= 180) return '>= 180 days';
  if (daysTillSoldOut >= 80) return '80-180 days';
  if (daysTillSoldOut >= 30) return '30-80 days';
  return null;
}

/**
 * How the table reads the days since the last price change: under 14 (no row applies), 14 up to
 * 29.x, or 30 and more. Two ages in the same band give the same revendo decision.
 */
export type PriceChangeAge = 'under 14 days' | '14-30 days' | '30 days or more';

export function priceChangeAge(days: number): PriceChangeAge {
  if (days < 14) return 'under 14 days';
  return days < 30 ? '14-30 days' : '30 days or more';
}

function priceChangeMatches(band: PriceChangeBand, age: PriceChangeAge): boolean {
  switch (band) {
    case 'changed >= 14 days ago':
      return age !== 'under 14 days';
    case 'changed >= 30 days ago':
      return age === '30 days or more';
    case 'changed 14-30 days ago':
      return age === '14-30 days';
  }
}

export function findRevendoRow(conditions: RevendoConditions): RevendoRowMatch {
  const stock = stockBand(conditions.stockRfs);
  const soldOut = soldOutBand(conditions.daysTillSoldOut);
  if (soldOut === null) {
    return { row: null, reason: { kind: 'sells_out_too_fast', days: conditions.daysTillSoldOut } };
  }
  const daysSinceChange = conditions.daysSinceLastPriceChange ?? Number.POSITIVE_INFINITY;
  const age = priceChangeAge(daysSinceChange);
  if (age === 'under 14 days') {
    return { row: null, reason: { kind: 'changed_recently', days: daysSinceChange } };
  }
  const candidates = REVENDO_ROWS.filter(
    (candidate) =>
      candidate.stock === stock &&
      candidate.soldOut === soldOut &&
      priceChangeMatches(candidate.priceChange, age),
  );
  const applicable = candidates.find(
    (candidate) =>
      !(candidate.requiresNoPromotion && conditions.promotion) &&
      !(candidate.requiresNotAccelerated && conditions.accelerated),
  );
  if (applicable) return { row: applicable };
  const blocked = candidates[0];
  if (blocked?.requiresNoPromotion) return { row: null, reason: { kind: 'on_promotion' } };
  if (blocked?.requiresNotAccelerated) return { row: null, reason: { kind: 'accelerated' } };
  return { row: null, reason: { kind: 'no_revendo_row' } };
}
