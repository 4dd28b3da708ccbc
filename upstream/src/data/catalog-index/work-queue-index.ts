// The work-queue filters (notifications, price limits, dynamic pricing, below base price) as one
// bitset per answer, and their counts over the whole store. These read fields that change without
// an index rebuild (prices, flags, notifications), so the set is rebuilt whenever anything about
// the items may have changed (see catalog-query.ts); the rules are in docs/work-queue-and-bulk-actions.md.
import type { CatalogItemRecord } from '../types';
import { addToBitset, countPositions, emptyBitset, type Bitset } from './bitset';
import { runSteps, stepEnds } from './steps';

export type PriceLimitState = 'min' | 'max' | null;

/**
 * Where the item's price sits against its limits: no market prices → at no limit; a
 * min_allowed_price_reached notification or the price equal (to the cent) to the minimum → 'min';
 * likewise 'max'; 'min' wins when both hold. The BFF's PriceLimit follows the same rule.
 */
export function priceLimitState(
  item: CatalogItemRecord,
  hasMarketPrices: boolean,
): PriceLimitState {
  if (!hasMarketPrices) return null;
  if (hasNotification(item, 'min_allowed_price_reached') || sameCents(item.price, item.minPrice))
    return 'min';
  if (hasNotification(item, 'max_allowed_price_reached') || sameCents(item.price, item.maxPrice))
    return 'max';
  return null;
}

function hasNotification(item: CatalogItemRecord, type: string): boolean {
  return item.notifications.some((notification) => notification.type === type);
}

function sameCents(left: number, right: number): boolean {
  return Math.round(left * 100) === Math.round(right * 100);
}

/** How many items of the store need a look, per work-queue filter (the list answer's names). */
export interface WorkQueueCounts {
  at_min: number;
  at_max: number;
  with_notifications: number;
  dynamic_off: number;
  below_base_price: number;
}

/** The work-queue part of a list filter; null or absent: not filtered on. */
export interface WorkQueueFilter {
  /** true: items with at least one notification; false: items without. */
  hasNotifications?: boolean | null;
  priceLimit?: 'min' | 'max' | null;
  /** true: dynamic pricing on; false: off. */
  dynamicPrice?: boolean | null;
  /** true: price < base price; false: price ≥ base price. */
  belowBasePrice?: boolean | null;
}

export class WorkQueueIndex {
  private readonly withNotifications: Bitset;
  private readonly withoutNotifications: Bitset;
  private readonly atMin: Bitset;
  private readonly atMax: Bitset;
  private readonly dynamicOn: Bitset;
  private readonly dynamicOff: Bitset;
  private readonly belowBase: Bitset;
  private readonly notBelowBase: Bitset;
  private filledCounts: WorkQueueCounts = {
    at_min: 0,
    at_max: 0,
    with_notifications: 0,
    dynamic_off: 0,
    below_base_price: 0,
  };

  private constructor(
    /** The items the sets cover: positions 0 … itemCount - 1. */
    readonly itemCount: number,
  ) {
    const size = itemCount;
    this.withNotifications = emptyBitset(size);
    this.withoutNotifications = emptyBitset(size);
    this.atMin = emptyBitset(size);
    this.atMax = emptyBitset(size);
    this.dynamicOn = emptyBitset(size);
    this.dynamicOff = emptyBitset(size);
    this.belowBase = emptyBitset(size);
    this.notBelowBase = emptyBitset(size);
  }

  /**
   * The index of `items`; `hasMarketPrices[position]` is 1 when that item has market prices in
   * the store's countries.
   */
  static of(items: readonly CatalogItemRecord[], hasMarketPrices: Uint8Array): WorkQueueIndex {
    return runSteps(WorkQueueIndex.build(items, hasMarketPrices));
  }

  /**
   * WorkQueueIndex.of in steps (steps.ts): the sets filled a step of items at a time. With
   * `appendedTo`, the index of the list's first items (unchanged since, items only appended),
   * its sets are kept and only the appended items read.
   */
  static *build(
    items: readonly CatalogItemRecord[],
    hasMarketPrices: Uint8Array,
    appendedTo?: WorkQueueIndex | null,
  ): Generator<void, WorkQueueIndex> {
    const index = new WorkQueueIndex(items.length);
    const kept = appendedTo && appendedTo.itemCount <= items.length ? appendedTo : null;
    if (kept) index.keep(kept);
    index.filledCounts = yield* index.fill(items, hasMarketPrices, kept?.itemCount ?? 0);
    return index;
  }

  /** The sets of `kept`'s items, copied in (they cover the first positions). */
  private keep(kept: WorkQueueIndex): void {
    this.withNotifications.set(kept.withNotifications);
    this.withoutNotifications.set(kept.withoutNotifications);
    this.atMin.set(kept.atMin);
    this.atMax.set(kept.atMax);
    this.dynamicOn.set(kept.dynamicOn);
    this.dynamicOff.set(kept.dynamicOff);
    this.belowBase.set(kept.belowBase);
    this.notBelowBase.set(kept.notBelowBase);
  }

  /** How many items each work-queue filter shows. */
  get counts(): WorkQueueCounts {
    return this.filledCounts;
  }

  private *fill(
    items: readonly CatalogItemRecord[],
    hasMarketPrices: Uint8Array,
    from: number,
  ): Generator<void, WorkQueueCounts> {
    for (let position = from; position < items.length; position += 1) {
      if (stepEnds(position - from)) yield;
      const item = items[position];
      if (item === undefined) continue;
      addToBitset(
        item.notifications.length > 0 ? this.withNotifications : this.withoutNotifications,
        position,
      );
      const limit = priceLimitState(item, hasMarketPrices[position] === 1);
      if (limit === 'min') addToBitset(this.atMin, position);
      else if (limit === 'max') addToBitset(this.atMax, position);
      addToBitset(item.automaticPriceEnabled ? this.dynamicOn : this.dynamicOff, position);
      addToBitset(item.price < item.basePrice ? this.belowBase : this.notBelowBase, position);
    }
    return {
      at_min: countPositions(this.atMin),
      at_max: countPositions(this.atMax),
      with_notifications: countPositions(this.withNotifications),
      dynamic_off: countPositions(this.dynamicOff),
      below_base_price: countPositions(this.belowBase),
    };
  }

  /** One group (a single set) per work-queue filter in use, to intersect with the others. */
  matching(filter: WorkQueueFilter): Bitset[][] {
    const groups: Bitset[][] = [];
    if (filter.hasNotifications != null)
      groups.push([filter.hasNotifications ? this.withNotifications : this.withoutNotifications]);
    if (filter.priceLimit != null)
      groups.push([filter.priceLimit === 'min' ? this.atMin : this.atMax]);
    if (filter.dynamicPrice != null)
      groups.push([filter.dynamicPrice ? this.dynamicOn : this.dynamicOff]);
    if (filter.belowBasePrice != null)
      groups.push([filter.belowBasePrice ? this.belowBase : this.notBelowBase]);
    return groups;
  }
}
