// The entries of one repricing batch, column by column. A store keeps 90 days of batches (a
// thousand-item store: about half a million entries), so an entry is a row of typed arrays, not an
// object: it stores the facts the decision was made from; the explanation and its words are
// derived from them when read (repricing/explain-decision.ts).
import type { DecisionFailure } from '@refurb/contract';
import type { ItemFacts, LogStatus } from './types';

export const STATUSES: readonly LogStatus[] = ['success', 'skipped', 'failed'];

/** Why an update did not reach the store (the reference upstream simulates its store). */
export type StoreFailure = DecisionFailure['kind'];
const FAILURES: readonly (StoreFailure | null)[] = [
  null,
  'store_timeout',
  'store_rejected',
  'error',
];

/** One row as written by the repricer. */
export interface LogEntryFacts {
  facts: ItemFacts;
  createdAt: number;
  status: LogStatus;
  oldPrice: number;
  newPrice: number | null;
  /** The market reference amount the strategy started from; null without offers. */
  reference: number | null;
  /** Competitor offers the reference was taken from. */
  offers: number;
  /** The next generation's market price (market strategy, smartphones), when it was checked. */
  nextGeneration: number | null;
  /** Whole days since the price last changed, as revendo reads it; null: never changed. */
  daysSinceChange: number | null;
  failure: StoreFailure | null;
  /** The error's text, for a failure of kind `error`. */
  error?: string;
}

const NO_DAYS = 0xffff;

/**
 * Column storage for many batches at once: the seeded past allocates one set for all its
 * batches instead of nine small arrays per batch (fewer allocations at start-up).
 */
export class LogEntryColumns {
  private used = 0;
  readonly itemIds: Int32Array;
  readonly createdOffsets: Uint32Array;
  readonly statuses: Uint8Array;
  readonly failures: Uint8Array;
  readonly oldPrices: Float64Array;
  readonly newPrices: Float64Array;
  readonly references: Float64Array;
  readonly offerCounts: Uint16Array;
  readonly days: Uint16Array;

  constructor(readonly capacity: number) {
    this.itemIds = new Int32Array(capacity);
    this.createdOffsets = new Uint32Array(capacity);
    this.statuses = new Uint8Array(capacity);
    this.failures = new Uint8Array(capacity);
    this.oldPrices = new Float64Array(capacity);
    this.newPrices = new Float64Array(capacity);
    this.references = new Float64Array(capacity);
    this.offerCounts = new Uint16Array(capacity);
    this.days = new Uint16Array(capacity);
  }

  /** Reserves `rows` rows; answers the first. */
  take(rows: number): number {
    if (this.used + rows > this.capacity) throw new RangeError('the columns are full');
    const first = this.used;
    this.used += rows;
    return first;
  }
}

export class LogEntryTable {
  length = 0;
  /** Whether item ids only grow along the rows (then an item's row is found by bisection). */
  private sortedById = true;
  private readonly itemIds: Int32Array;
  private readonly createdOffsets: Uint32Array;
  private readonly statuses: Uint8Array;
  private readonly failures: Uint8Array;
  private readonly oldPrices: Float64Array;
  private readonly newPrices: Float64Array;
  private readonly references: Float64Array;
  private readonly offerCounts: Uint16Array;
  private readonly days: Uint16Array;
  private readonly facts: Array<ItemFacts | undefined>;
  private nextGenerations: Map<number, number> | null = null;
  private errors: Map<number, string> | null = null;

  constructor(
    readonly capacity: number,
    /** Entry times are stored as milliseconds after this moment (the batch start). */
    private readonly start: number,
    /** Where the columns live: by default arrays of their own. */
    columns: LogEntryColumns = new LogEntryColumns(capacity),
  ) {
    const from = columns.take(capacity);
    const to = from + capacity;
    this.itemIds = columns.itemIds.subarray(from, to);
    this.createdOffsets = columns.createdOffsets.subarray(from, to);
    this.statuses = columns.statuses.subarray(from, to);
    this.failures = columns.failures.subarray(from, to);
    this.oldPrices = columns.oldPrices.subarray(from, to);
    this.newPrices = columns.newPrices.subarray(from, to);
    this.references = columns.references.subarray(from, to);
    this.offerCounts = columns.offerCounts.subarray(from, to);
    this.days = columns.days.subarray(from, to);
    this.facts = new Array<ItemFacts | undefined>(capacity).fill(undefined);
  }

  /** Appends a row (positional, no row object: the seeded past writes half a million). */
  pushRow(
    facts: ItemFacts,
    createdAt: number,
    status: LogStatus,
    oldPrice: number,
    newPrice: number | null,
    reference: number | null,
    offers: number,
    nextGeneration: number | null,
    daysSinceChange: number | null,
    failure: StoreFailure | null,
    error?: string,
  ): number {
    const index = this.length;
    if (index >= this.capacity) throw new RangeError('the batch has more entries than items');
    const itemId = facts.itemId;
    if (index > 0 && itemId < (this.itemIds[index - 1] ?? 0)) this.sortedById = false;
    this.itemIds[index] = itemId;
    this.facts[index] = facts;
    this.createdOffsets[index] = Math.max(0, Math.min(0xffffffff, createdAt - this.start));
    this.statuses[index] = status === 'success' ? 0 : status === 'skipped' ? 1 : 2;
    this.failures[index] = failure === null ? 0 : FAILURES.indexOf(failure);
    this.oldPrices[index] = oldPrice;
    this.newPrices[index] = newPrice ?? Number.NaN;
    this.references[index] = reference ?? Number.NaN;
    this.offerCounts[index] = Math.min(0xffff, offers);
    this.days[index] = daysSinceChange === null ? NO_DAYS : Math.min(NO_DAYS - 1, daysSinceChange);
    if (nextGeneration !== null) {
      this.nextGenerations ??= new Map();
      this.nextGenerations.set(index, nextGeneration);
    }
    if (error !== undefined) {
      this.errors ??= new Map();
      this.errors.set(index, error);
    }
    this.length = index + 1;
    return index;
  }

  row(index: number): LogEntryFacts {
    const facts = this.facts[index];
    if (facts === undefined || index >= this.length) throw new RangeError(`no entry ${index}`);
    const newPrice = this.newPrices[index] ?? Number.NaN;
    const reference = this.references[index] ?? Number.NaN;
    const days = this.days[index] ?? NO_DAYS;
    const error = this.errors?.get(index);
    return {
      facts,
      createdAt: this.start + (this.createdOffsets[index] ?? 0),
      status: this.status(index),
      oldPrice: this.oldPrices[index] ?? 0,
      newPrice: Number.isNaN(newPrice) ? null : newPrice,
      reference: Number.isNaN(reference) ? null : reference,
      offers: this.offerCounts[index] ?? 0,
      nextGeneration: this.nextGenerations?.get(index) ?? null,
      daysSinceChange: days === NO_DAYS ? null : days,
      failure: FAILURES[this.failures[index] ?? 0] ?? null,
      ...(error === undefined ? {} : { error }),
    };
  }

  status(index: number): LogStatus {
    return STATUSES[this.statuses[index] ?? 0] ?? 'failed';
  }

  itemId(index: number): number {
    return this.itemIds[index] ?? 0;
  }

  factsAt(index: number): ItemFacts | undefined {
    return this.facts[index];
  }

  /** The new price of a row (null for skipped-without-price and failed rows). */
  newPrice(index: number): number | null {
    const price = this.newPrices[index] ?? Number.NaN;
    return Number.isNaN(price) ? null : price;
  }

  oldPrice(index: number): number {
    return this.oldPrices[index] ?? 0;
  }

  createdAt(index: number): number {
    return this.start + (this.createdOffsets[index] ?? 0);
  }

  /** The row of an item, or -1. */
  indexOfItem(itemId: number): number {
    if (!this.sortedById) {
      for (let index = 0; index < this.length; index += 1) {
        if (this.itemIds[index] === itemId) return index;
      }
      return -1;
    }
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.itemIds[middle] ?? 0;
      if (found === itemId) return middle;
      if (found < itemId) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}
