// A strategy preview as the REST answer shows it: the category's figures, the histogram and one
// page of items, each with the decision a log entry would show (docs/strategy-preview.md).
import type { StrategyPreviewAnswer, StrategyPreviewItemAnswer } from '@refurb/contract';
import { type PreviewPageQuery, previewPage } from '../../repricing/preview-page';
import { type ItemDecision } from '../../repricing/decide-item-price';
import { type PreviewedItem, type StrategyPreview } from '../../repricing/preview-strategy';
import { type Wording, decisionView, skipGroupText } from './decision-view';
import { iso } from './wording';

export function strategyPreviewView(
  preview: StrategyPreview,
  query: PreviewPageQuery,
  locale: Wording['locale'],
): StrategyPreviewAnswer {
  const wording: Wording = { locale, currencySymbol: preview.context.currencySymbol };
  const { figures } = preview;
  const page = previewPage(preview, query);
  return {
    market_at: iso(preview.marketAt),
    currency_symbol: wording.currencySymbol,
    summary: {
      items_total: figures.itemsTotal,
      items_manual: figures.itemsManual,
      items_priced: figures.itemsPriced,
      up: figures.up,
      down: figures.down,
      unchanged: figures.unchanged,
      skipped: figures.skipped,
      skipped_by_reason: figures.skippedBy.map(({ kind, count, example }) => ({
        kind,
        reason: skipGroupText(
          example.explanation.skip,
          example.explanation,
          example.inputs,
          wording,
        ),
        count,
      })),
      at_minimum: figures.atMinimum,
      at_maximum: figures.atMaximum,
      total_change: figures.totalChange,
      median_change_percent: figures.medianChangePercent,
      margin_before: figures.marginBefore,
      margin_after: figures.marginAfter,
    },
    change_histogram: preview.histogram.map((bucket) => ({
      from_percent: bucket.fromPercent,
      to_percent: bucket.toPercent,
      count: bucket.count,
    })),
    items: page.items.map((item) => previewItemView(item, preview.decide(item.item), wording)),
    items_count: page.count,
    offset: query.offset,
    limit: query.limit,
  };
}

function previewItemView(
  previewed: PreviewedItem,
  { inputs, explanation }: ItemDecision,
  wording: Wording,
): StrategyPreviewItemAnswer {
  const { item } = previewed;
  const { reason, decision } = decisionView(inputs, explanation, wording);
  return {
    item_id: item.id,
    name: item.name,
    grade: item.grade,
    // The reference store prices each item for all of its countries at once.
    country: null,
    current_price: inputs.oldPrice,
    new_price: previewed.newPrice,
    change_percent: previewed.changePercent,
    outcome: previewed.outcome,
    decision,
    readable_reason: reason,
  };
}
