import { describe, expect, it } from 'vitest';
import { type RevendoInput, priceByRevendo } from './revendo-strategy';
import {
  REVENDO_ROWS,
  type RevendoConditions,
  findRevendoRow,
  priceChangeAge,
  soldOutBand,
} from './revendo-table';

const conditions = (overrides: Partial<RevendoConditions> = {}): RevendoConditions => ({
  stockRfs: 10,
  daysTillSoldOut: 200,
  daysSinceLastPriceChange: 40,
  promotion: false,
  accelerated: false,
  ...overrides,
});

const marginFor = (overrides: Partial<RevendoConditions>) => {
  const match = findRevendoRow(conditions(overrides));
  return match.row === null ? match.reason.kind : match.row.marginPercentage;
};

describe('revendo table, every row', () => {
  it.each([
    // stock ≥ 10
    [10, 180, 14, false, false, 25],
    [10, 180, 30, false, false, 25],
    [10, 80, 30, false, false, 30],
    [10, 80, 14, false, false, 33],
    [10, 30, 30, false, false, 34],
    [10, 30, 14, false, false, 35],
    // stock < 10
    [9, 180, 14, false, false, 28],
    [9, 80, 30, false, false, 31],
    [9, 80, 14, false, false, 34],
    [9, 30, 30, false, false, 35],
    [9, 30, 14, false, false, 36],
    // promotion and accelerated only bind the rows that name them
    [9, 180, 14, true, true, 28],
    [10, 80, 14, true, true, 33],
    [10, 30, 30, true, true, 34],
    [9, 80, 30, true, true, 31],
  ])(
    'stock %i, %i days to sell out, changed %i days ago, promotion %s, accelerated %s → %i%%',
    (stockRfs, daysTillSoldOut, daysSinceLastPriceChange, promotion, accelerated, margin) => {
      expect(
        marginFor({ stockRfs, daysTillSoldOut, daysSinceLastPriceChange, promotion, accelerated }),
      ).toBe(margin);
    },
  );

  it('has exactly the ten rows of the table', () => {
    expect(REVENDO_ROWS.map((row) => row.marginPercentage)).toEqual([
      25, 30, 33, 34, 35, 28, 31, 34, 35, 36,
    ]);
  });
});

describe('revendo boundaries', () => {
  it('10 units of stock is the high band, 9 the low band', () => {
    expect(marginFor({ stockRfs: 10, daysTillSoldOut: 180 })).toBe(25);
    expect(marginFor({ stockRfs: 9, daysTillSoldOut: 180 })).toBe(28);
    expect(marginFor({ stockRfs: 0, daysTillSoldOut: 180 })).toBe(28);
  });

  it('180 days belongs to ≥ 180, 179 to 80–180', () => {
    expect(soldOutBand(180)).toBe('>= 180 days');
    expect(soldOutBand(179)).toBe('80-180 days');
    expect(marginFor({ daysTillSoldOut: 180, daysSinceLastPriceChange: 30 })).toBe(25);
    expect(marginFor({ daysTillSoldOut: 179, daysSinceLastPriceChange: 30 })).toBe(30);
  });

  it('80 days belongs to 80–180, 79 to 30–80', () => {
    expect(soldOutBand(80)).toBe('80-180 days');
    expect(soldOutBand(79)).toBe('30-80 days');
    expect(marginFor({ daysTillSoldOut: 80, daysSinceLastPriceChange: 30 })).toBe(30);
    expect(marginFor({ daysTillSoldOut: 79, daysSinceLastPriceChange: 30 })).toBe(34);
  });

  it('30 days belongs to 30–80; under 30 no row applies', () => {
    expect(soldOutBand(30)).toBe('30-80 days');
    expect(soldOutBand(29)).toBeNull();
    expect(marginFor({ daysTillSoldOut: 30, daysSinceLastPriceChange: 30 })).toBe(34);
    expect(findRevendoRow(conditions({ daysTillSoldOut: 29 }))).toEqual({
      row: null,
      reason: { kind: 'sells_out_too_fast', days: 29 },
    });
  });

  it('a change 30 days ago is "≥ 30", 29 days is "14–30"', () => {
    expect(marginFor({ daysTillSoldOut: 100, daysSinceLastPriceChange: 30 })).toBe(30);
    expect(marginFor({ daysTillSoldOut: 100, daysSinceLastPriceChange: 29 })).toBe(33);
    expect(marginFor({ stockRfs: 9, daysTillSoldOut: 50, daysSinceLastPriceChange: 30 })).toBe(35);
    expect(marginFor({ stockRfs: 9, daysTillSoldOut: 50, daysSinceLastPriceChange: 29 })).toBe(36);
  });

  it('a change 14 days ago is "14–30", 13 days has no row', () => {
    expect(marginFor({ daysTillSoldOut: 100, daysSinceLastPriceChange: 14 })).toBe(33);
    expect(marginFor({ daysTillSoldOut: 200, daysSinceLastPriceChange: 14 })).toBe(25);
    expect(
      findRevendoRow(conditions({ daysTillSoldOut: 200, daysSinceLastPriceChange: 13 })),
    ).toEqual({ row: null, reason: { kind: 'changed_recently', days: 13 } });
    expect(marginFor({ stockRfs: 3, daysTillSoldOut: 40, daysSinceLastPriceChange: 13 })).toBe(
      'changed_recently',
    );
  });

  it('reads the days since the last change in three bands', () => {
    expect(priceChangeAge(13.9)).toBe('under 14 days');
    expect(priceChangeAge(14)).toBe('14-30 days');
    expect(priceChangeAge(29.9)).toBe('14-30 days');
    expect(priceChangeAge(30)).toBe('30 days or more');
    expect(priceChangeAge(Number.POSITIVE_INFINITY)).toBe('30 days or more');
  });

  it('a price that never changed counts as changed long ago', () => {
    expect(marginFor({ daysTillSoldOut: 100, daysSinceLastPriceChange: null })).toBe(30);
  });

  it('a promotion blocks the ≥ 10 stock, ≥ 180 days row', () => {
    expect(marginFor({ daysTillSoldOut: 200, promotion: true })).toBe('on_promotion');
  });

  it('acceleration blocks the ≥ 10 stock, 80–180 days, ≥ 30 days row only', () => {
    expect(
      marginFor({ daysTillSoldOut: 100, daysSinceLastPriceChange: 45, accelerated: true }),
    ).toBe('accelerated');
    expect(
      marginFor({ daysTillSoldOut: 100, daysSinceLastPriceChange: 20, accelerated: true }),
    ).toBe(33);
  });
});

describe('revendo price', () => {
  const input = (overrides: Partial<RevendoInput> = {}): RevendoInput => ({
    ...conditions({ daysTillSoldOut: 100, daysSinceLastPriceChange: 40 }),
    minMarketPrice: 1000,
    cost: 500,
    ...overrides,
  });

  it('is one unit below the minimum market price when the margin allows', () => {
    const decision = priceByRevendo(input());
    expect(decision).toMatchObject({ outcome: 'price', price: 999 });
    expect(decision.row?.marginPercentage).toBe(30);
    expect(decision.steps).toEqual([
      { kind: 'undercut', by: 1, amount: 999 },
      { kind: 'margin', percent: 30, cost: 500, floor: 714.29, amount: 999 },
    ]);
  });

  it('is raised to the row margin over cost', () => {
    // 30% row, cost 700 → 1000; market min 900 → 899 is too low
    expect(priceByRevendo(input({ cost: 700, minMarketPrice: 900 }))).toMatchObject({
      outcome: 'price',
      price: 1000,
    });
  });

  it('skips without a row, a market price or a cost', () => {
    expect(priceByRevendo(input({ daysTillSoldOut: 10 }))).toMatchObject({ outcome: 'skip' });
    expect(priceByRevendo(input({ minMarketPrice: null }))).toMatchObject({ outcome: 'skip' });
    expect(priceByRevendo(input({ cost: null }))).toMatchObject({
      outcome: 'skip',
      reason: { kind: 'no_cost', marginPercent: 30 },
    });
  });
});
