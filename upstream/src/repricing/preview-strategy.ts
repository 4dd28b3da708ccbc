// What a strategy would do to its category if a batch ran now, without saving or changing
// anything: the batch's own decision for every item it would reprice (decideItemPrice with the
// batch's context and market), with the strategy put in its category's place. The rules of the
// summary: docs/strategy-preview.md.
import { marginAt } from '../data/margin-percentage';
import type {
  BatchContext,
  BuybackStrategy,
  CatalogItemRecord,
  Database,
  ResellStrategy,
  StoreRecord,
} from '../data/types';
import { type ItemDecision, decideItemPrice } from './decide-item-price';
import { type DecisionInputs, type PriceExplanation } from './explain-decision';
import { batchContext, scopeOfContext } from './market-scope';
import { type MarketView, liveMarket } from './market-view';
import { changeHistogram } from './preview-histogram';
import { repricedByBatches } from './run-repricing-batch';

export type PreviewOutcome = 'up' | 'down' | 'unchanged' | 'skipped';

export interface StrategyPreviewInput {
  database: Database;
  store: StoreRecord;
  /** The strategy to try, for its category (not saved). */
  strategy: ResellStrategy | BuybackStrategy;
  now: number;
  /** The market the decisions read (default: today's offers, as a batch reads them). */
  market?: MarketView;
}

/**
 * What a preview keeps of one item's decision: its figures. The decision itself is worked out
 * again for the items a page shows (`StrategyPreview.decide`), so a preview of 10,000 items does
 * not hold 10,000 explanations.
 */
export interface PreviewedItem {
  item: CatalogItemRecord;
  /** The price the decision started from (the item's price then). */
  oldPrice: number;
  /** The item limit the new price sits on. */
  limit: 'min' | 'max' | null;
  /** The skip reason's kind, `failed` when the rules could not compute a price; null when priced. */
  skipKind: string | null;
  /** The price a batch would set; null when it would skip the item. */
  newPrice: number | null;
  /** (new − current) / current in percent, two decimals; null when skipped or no current price. */
  changePercent: number | null;
  outcome: PreviewOutcome;
}

/** How many skipped items share one reason, and the decision of one of them to word it from. */
export interface SkipGroup {
  /** The skip reason's kind, or `failed` when the rules could not compute a price. */
  kind: string;
  count: number;
  example: ItemDecision;
}

export interface PreviewBucket {
  fromPercent: number;
  toPercent: number;
  count: number;
}

export interface PreviewFigures {
  itemsTotal: number;
  itemsManual: number;
  itemsPriced: number;
  up: number;
  down: number;
  unchanged: number;
  skipped: number;
  /** The most frequent first. */
  skippedBy: SkipGroup[];
  atMinimum: number;
  atMaximum: number;
  totalChange: number;
  medianChangePercent: number | null;
  marginBefore: number | null;
  marginAfter: number | null;
}

export interface StrategyPreview {
  context: BatchContext;
  /** When the market the decisions read was last updated (epoch ms). */
  marketAt: number;
  /** In the catalog's order (the order a batch decides them in). */
  items: PreviewedItem[];
  figures: PreviewFigures;
  histogram: PreviewBucket[];
  /** The item's decision, worked out again exactly as the preview made it (same inputs). */
  decide(item: CatalogItemRecord): ItemDecision;
}

/** Whether the store's batches price with strategies of this side (its catalog type). */
export function batchesUse(store: StoreRecord, side: 'resell' | 'buyback'): boolean {
  return store.configuration.catalogType === side;
}

/**
 * Every item of the strategy's category a batch would reprice, decided as the batch decides it
 * (same context, market scope and rules; no simulated store refusals, which happen only when a
 * price is sent), plus the category's figures. One pass over the category.
 */
export function previewStrategy({
  database,
  store,
  strategy,
  now,
  market = liveMarket(database),
}: StrategyPreviewInput): StrategyPreview {
  const context = batchContext(store, strategy);
  const scope = scopeOfContext(context);
  const prices = productPrices(market);
  const decide = (item: CatalogItemRecord) =>
    decideItemPrice({
      database,
      item,
      now,
      context,
      scope,
      market: prices,
      failureSeed: null,
      failureRate: 0,
    });
  const items: PreviewedItem[] = [];
  const skips = new Map<string, SkipGroup>();
  let manual = 0;
  for (const item of store.items) {
    if (item.categoryId !== strategy.categoryId) continue;
    if (!repricedByBatches(item)) {
      manual += 1;
      continue;
    }
    const decision = decide(item);
    const figures = previewed(item, decision.inputs, decision.explanation);
    items.push(figures);
    if (figures.skipKind !== null) {
      const group = skips.get(figures.skipKind);
      if (group) group.count += 1;
      else skips.set(figures.skipKind, { kind: figures.skipKind, count: 1, example: decision });
    }
  }
  return {
    context,
    marketAt: database.market.lastUpdate,
    items,
    figures: figuresOf(items, manual, skips),
    histogram: changeHistogram(items),
    decide,
  };
}

/**
 * The market's prices per product, read once per product: items of one product (colours,
 * batteries) read the same figures, and nothing moves the market during a preview.
 */
function productPrices(market: MarketView): MarketView {
  const read = new Map<string, number[]>();
  return {
    offerPrices(productKey, scope) {
      let prices = read.get(productKey);
      if (prices === undefined) {
        prices = market.offerPrices(productKey, scope);
        read.set(productKey, prices);
      }
      return prices;
    },
  };
}

function previewed(
  item: CatalogItemRecord,
  inputs: DecisionInputs,
  explanation: PriceExplanation,
): PreviewedItem {
  const oldPrice = inputs.oldPrice;
  const priced = explanation.outcome !== 'skipped' && explanation.outcome !== 'failed';
  const newPrice = priced ? explanation.result : null;
  if (newPrice === null) {
    return {
      item,
      oldPrice,
      limit: null,
      skipKind: explanation.skip?.kind ?? 'failed',
      newPrice,
      changePercent: null,
      outcome: 'skipped',
    };
  }
  const cents = Math.round(newPrice * 100) - Math.round(oldPrice * 100);
  return {
    item,
    oldPrice,
    limit: explanation.limit,
    skipKind: null,
    newPrice,
    // As a log entry's percentage_difference.
    changePercent:
      oldPrice > 0 ? Math.round(((newPrice - oldPrice) / oldPrice) * 10_000) / 100 : null,
    outcome: cents > 0 ? 'up' : cents < 0 ? 'down' : 'unchanged',
  };
}

function figuresOf(
  items: readonly PreviewedItem[],
  manual: number,
  skips: ReadonlyMap<string, SkipGroup>,
): PreviewFigures {
  let up = 0;
  let down = 0;
  let unchanged = 0;
  let atMinimum = 0;
  let atMaximum = 0;
  let totalCents = 0;
  const changes: number[] = [];
  const before = new StockWeightedMargin();
  const after = new StockWeightedMargin();
  for (const previewedItem of items) {
    const { item, newPrice, changePercent, outcome, limit, oldPrice } = previewedItem;
    if (newPrice === null) continue;
    if (outcome === 'up') up += 1;
    else if (outcome === 'down') down += 1;
    else unchanged += 1;
    if (limit === 'min') atMinimum += 1;
    else if (limit === 'max') atMaximum += 1;
    totalCents += Math.round(newPrice * 100) - Math.round(oldPrice * 100);
    if (changePercent !== null) changes.push(changePercent);
    if (item.cost > 0) {
      before.add(oldPrice, item.cost, item.stock);
      after.add(newPrice, item.cost, item.stock);
    }
  }
  const priced = up + down + unchanged;
  return {
    itemsTotal: items.length,
    itemsManual: manual,
    itemsPriced: priced,
    up,
    down,
    unchanged,
    skipped: items.length - priced,
    skippedBy: [...skips.values()].sort(
      (a, b) => b.count - a.count || a.kind.localeCompare(b.kind),
    ),
    atMinimum,
    atMaximum,
    totalChange: totalCents / 100,
    medianChangePercent: median(changes),
    marginBefore: before.percent(),
    marginAfter: after.percent(),
  };
}

/** The items' margins (as the catalog computes one), each weighing as much as its stock. */
class StockWeightedMargin {
  private weighted = 0;
  private stock = 0;

  add(price: number, cost: number, stock: number): void {
    const margin = marginAt(price, cost);
    if (margin === null || stock <= 0) return;
    this.weighted += margin * stock;
    this.stock += stock;
  }

  /** One decimal, as the catalog shows a margin; null when no item with stock was added. */
  percent(): number | null {
    return this.stock === 0 ? null : Math.round((this.weighted / this.stock) * 10) / 10;
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  // A typed array sorts numbers without a comparator call per pair.
  const sorted = Float64Array.from(values).sort();
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 100) / 100;
}
