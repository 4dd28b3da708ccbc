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
      ? [...preview.items]
      : preview.items.filter((item) => item.outcome === query.outcome);
  matching.sort(ORDERS[query.sort]);
  return {
    items: matching.slice(query.offset, query.offset + query.limit),
    count: matching.length,
  };
}

type Order = (a: PreviewedItem, b: PreviewedItem) => number;

/** Items without a change in percent last; ties by item id, so an offset is stable. */
function byChange(key: (change: number) => number): Order {
  return (a, b) => {
    if (a.changePercent === null || b.changePercent === null) {
      if (a.changePercent !== b.changePercent) return a.changePercent === null ? 1 : -1;
      return a.item.id - b.item.id;
    }
    return key(a.changePercent) - key(b.changePercent) || a.item.id - b.item.id;
  };
}

const ORDERS: Record<PreviewSort, Order> = {
  largest_change: byChange((change) => -Math.abs(change)),
  change_asc: byChange((change) => change),
  change_desc: byChange((change) => -change),
  name: (a, b) =>
    compareText(a.item.name, b.item.name) ||
    compareText(a.item.grade, b.item.grade) ||
    a.item.id - b.item.id,
};

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
