// One page of a strategy preview's items, in the order asked for (docs/strategy-preview.md).
import type { PreviewOutcome, PreviewedItem, StrategyPreview } from './preview-strategy';

export type PreviewSort = 'largest_change' | 'change_asc' | 'change_desc' | 'name';

export interface PreviewPageQuery {
  offset: number;
  limit: number;
  sort: PreviewSort;
  outcome: PreviewOutcome | null;
}

/** One page of the preview's items with the outcome asked for, in the order asked for. */
export function previewPage(
  preview: StrategyPreview,
  query: PreviewPageQuery,
): { items: PreviewedItem[]; count: number } {
  const matching =
    query.outcome === null
      ? preview.items
      : preview.items.filter((item) => item.outcome === query.outcome);
  const order = sortedPlaces(matching, query.sort);
  return {
    items: order.slice(query.offset, query.offset + query.limit).map((place) => matching[place]!),
    count: matching.length,
  };
}

/**
 * The items' places in the order asked for. Changes sort by a number worked out once per item
 * (a preview sorts tens of thousands): items without a change in percent last; ties by item id,
 * so an offset names the same item in the same preview.
 */
function sortedPlaces(items: readonly PreviewedItem[], sort: PreviewSort): number[] {
  const places = Array.from({ length: items.length }, (_, place) => place);
  const ids = Float64Array.from(items, (item) => item.item.id);
  if (sort === 'name') {
    return places.sort(
      (a, b) =>
        compareText(items[a]!.item.name, items[b]!.item.name) ||
        compareText(items[a]!.item.grade, items[b]!.item.grade) ||
        ids[a]! - ids[b]!,
    );
  }
  const key = CHANGE_KEYS[sort];
  const keys = Float64Array.from(items, (item) =>
    item.changePercent === null ? Number.POSITIVE_INFINITY : key(item.changePercent),
  );
  // Infinity − Infinity is NaN, which falls through to the id like a tie.
  return places.sort((a, b) => keys[a]! - keys[b]! || ids[a]! - ids[b]!);
}

/** The number each change order sorts by, smallest first. */
const CHANGE_KEYS: Record<Exclude<PreviewSort, 'name'>, (change: number) => number> = {
  largest_change: (change) => -Math.abs(change),
  change_asc: (change) => change,
  change_desc: (change) => -change,
};

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
