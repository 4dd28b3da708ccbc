import { beforeAll, describe, expect, it } from 'vitest';
import { generateDatabase, type GeneratedDatabase } from '../data/generate-database';
import { MARKET_TICK_MS } from '../data/past-market';
import { type DecisionStep, referenceAmount } from '@refurb/pricing';
import { type LogBatchRecord } from '../data/types';
import { entryExplanation, entryInputs } from './entry-decision';
import { referenceKind, statusOf } from './explain-decision';
import { scopeOfContext } from './market-scope';
import { pastMarket } from './market-view';
import { driftMarket } from './drift-market';
import { runRepricingBatch } from './run-repricing-batch';

const NOW = Date.UTC(2026, 2, 10, 9, 30);
const DAY_MS = 86_400_000;

/**
 * The step's amount worked out from the previous amount with the step's own figures, by plain
 * arithmetic in cents (independent of the pricing code): what a seller can redo by hand.
 */
function applyStep(previous: number, step: DecisionStep): number {
  const cents = Math.round(previous * 100);
  switch (step.kind) {
    case 'undercut':
      return (cents - Math.round(step.by * 100)) / 100;
    case 'variation':
      return 'percent' in step
        ? Math.floor((cents * (100 + step.percent)) / 100) / 100
        : (cents + Math.round(step.value * 100)) / 100;
    case 'rounding': {
      const units = Math.floor(cents / 100);
      switch (step.rule) {
        case 'exact_amount':
          return cents / 100;
        case 'nine': {
          // The largest whole amount ending in 9 not above the price.
          let candidate = units;
          while (candidate % 10 !== 9 && candidate > 0) candidate -= 1;
          return candidate >= 9 ? candidate : cents / 100;
        }
        case 'point_nine': {
          const candidate = cents % 100 >= 90 ? units + 0.9 : units - 1 + 0.9;
          return candidate >= 0.9 ? Math.round(candidate * 100) / 100 : cents / 100;
        }
        case 'fixed': {
          const stepCents = Math.round((step.value ?? 1) * 100);
          const multiple = Math.floor(cents / stepCents) * stepCents;
          return (multiple > 0 ? multiple : cents) / 100;
        }
        case 'percentage':
          return Math.floor((cents * (100 - (step.value ?? 0))) / 100) / 100;
      }
      break;
    }
    case 'range':
      return Math.min(Math.max(previous, step.min), step.max);
    case 'margin': {
      const floor = Math.ceil((Math.round(step.cost * 100) * 100) / (100 - step.percent)) / 100;
      expect(step.floor).toBeCloseTo(floor, 2);
      return Math.max(previous, floor);
    }
    case 'next_generation_cap':
      return Math.min(previous, step.cap);
    case 'clamp':
      if (previous <= step.min) return step.min;
      if (previous >= step.max) return step.max;
      return previous;
    case 'dry_run':
      return previous;
  }
}

function allEntries(database: GeneratedDatabase) {
  return [...database.stores.values()].flatMap((store) =>
    store.logBatches.flatMap((batch) =>
      Array.from({ length: batch.entries.length }, (_, index) => ({ store, batch, index })),
    ),
  );
}

describe('the seeded repricing past', () => {
  let database: GeneratedDatabase;
  beforeAll(() => {
    database = generateDatabase({ seed: 11, items: 200, now: NOW });
  });

  it('has a batch every few hours over the last 90 days for each store that reprices', () => {
    for (const store of database.stores.values()) {
      if (!store.configuration.repricingEnabled) {
        expect(store.logBatches, store.configuration.storeSlug).toEqual([]);
        continue;
      }
      const starts = store.logBatches.map((batch) => batch.start);
      expect(starts[0]).toBeGreaterThan(NOW - 90 * DAY_MS);
      expect(starts[0]).toBeLessThan(NOW - 89 * DAY_MS);
      expect(starts.at(-1)).toBeLessThan(NOW);
      starts.slice(1).forEach((start, index) => {
        expect(start - (starts[index] ?? 0)).toBe(MARKET_TICK_MS);
      });
      for (const batch of store.logBatches) {
        expect(batch.entries.length).toBe(batch.total);
        expect(batch.success + batch.skipped + batch.failures).toBe(batch.total);
        expect(batch.end).not.toBeNull();
      }
    }
  });

  it('is generated once from the seed and the clock: the same inputs give the same entries', () => {
    const twin = generateDatabase({ seed: 11, items: 200, now: NOW });
    const rows = (db: GeneratedDatabase) =>
      allEntries(db).map(({ batch, index }) => [
        batch.batch,
        batch.firstEntryId + index,
        batch.entries.row(index),
      ]);
    expect(JSON.stringify(rows(twin))).toBe(JSON.stringify(rows(database)));
  });

  it('explains every entry with the outcome and price it logged (the stored facts decide)', () => {
    const entries = allEntries(database);
    expect(entries.length).toBeGreaterThan(50_000);
    const statuses = new Set<string>();
    for (const { batch, index } of entries) {
      const row = batch.entries.row(index);
      const { explanation } = entryExplanation(batch, index);
      statuses.add(row.status);
      expect(statusOf(explanation.outcome)).toBe(row.status);
      if (row.status === 'success') expect(explanation.result).toBe(row.newPrice);
      if (explanation.outcome === 'unchanged') expect(row.oldPrice).toBe(explanation.result);
    }
    expect([...statuses].sort()).toEqual(['failed', 'skipped', 'success']);
  });

  it("takes each entry's reference from the seeded market as it stood at the batch", () => {
    const store = database.stores.get(1);
    if (!store) throw new Error('no demo store');
    let checked = 0;
    for (const batch of store.logBatches.filter((_, position) => position % 37 === 0)) {
      const market = pastMarket(database, batch.start);
      const scope = scopeOfContext(batch.context);
      for (let index = 0; index < batch.entries.length; index += 1) {
        const inputs = entryInputs(batch, index);
        const strategy = batch.context.strategies.get(inputs.facts.categoryId);
        if (!strategy) continue;
        const prices = market.offerPrices(inputs.facts.productKey, scope);
        expect(inputs.reference).toBe(
          referenceAmount(prices, referenceKind(strategy, batch.context)),
        );
        expect(inputs.offers).toBe(prices.length);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('chains every item: each entry starts from the price the previous update left', () => {
    for (const store of database.stores.values()) {
      for (const item of store.items.filter((candidate) => candidate.automaticPriceEnabled)) {
        let price: number | null = null;
        for (const batch of store.logBatches) {
          const index = batch.entries.indexOfItem(item.id);
          if (index === -1) continue;
          const row = batch.entries.row(index);
          if (price !== null) expect(row.oldPrice).toBe(price);
          price = row.status === 'success' ? row.newPrice : row.oldPrice;
        }
        if (price !== null && store.configuration.repricingMode === 'live') {
          expect(item.price).toBe(price);
        }
      }
    }
  });
});

describe('why this price', () => {
  it('reproduces the result from the reference by applying the steps, for a real batch', async () => {
    const database = generateDatabase({ seed: 23, items: 400, now: NOW });
    const store = database.stores.get(1);
    if (!store) throw new Error('no demo store');
    driftMarket(database, NOW + 60_000);
    const live = await runRepricingBatch({ database, store, now: () => NOW + 60_000 });
    const batches: LogBatchRecord[] = [live, ...store.logBatches.slice(-3)];
    let checked = 0;
    for (const batch of batches) {
      for (let index = 0; index < batch.entries.length; index += 1) {
        const { inputs, explanation } = entryExplanation(batch, index);
        if (explanation.result === null || inputs.reference === null) continue;
        let amount = inputs.reference;
        for (const step of explanation.steps) {
          amount = applyStep(amount, step);
          expect(step.amount, `${step.kind} of entry ${batch.firstEntryId + index}`).toBeCloseTo(
            amount,
            2,
          );
          amount = step.amount;
        }
        expect(amount).toBe(explanation.result);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
