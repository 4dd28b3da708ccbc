import { graphql } from '../../../graphql';
import { PreviewItemList_preview } from './PreviewItemList';

// The strategy preview's documents: one query per kind of strategy, each asking for the edited
// strategy's preview and, while it differs from the saved one, the saved strategy's summary beside
// it (two aliased fields of one request, so both figures are of the same moment).

export const StrategyPreviewSummary_figures = graphql(`
  fragment StrategyPreviewSummary_figures on StrategyPreviewSummary {
    itemsTotal
    itemsPriced
    up
    down
    unchanged
    skipped
    skippedByReason {
      reason
      count
    }
    atMinimum
    atMaximum
    totalChange
    medianChangePercent
    marginBefore
    marginAfter
  }
`);

export const StrategyPreviewPanel_preview = graphql(
  `
    fragment StrategyPreviewPanel_preview on StrategyPreview {
      marketAt
      currencySymbol
      summary {
        ...StrategyPreviewSummary_figures
      }
      changeHistogram {
        fromPercent
        toPercent
        count
      }
      ...PreviewItemList_preview
    }
  `,
  [StrategyPreviewSummary_figures, PreviewItemList_preview],
);

export const StrategyPreviewSaved_preview = graphql(
  `
    fragment StrategyPreviewSaved_preview on StrategyPreview {
      currencySymbol
      summary {
        ...StrategyPreviewSummary_figures
      }
    }
  `,
  [StrategyPreviewSummary_figures],
);

export const ResellStrategyPreviewQuery = graphql(
  `
    query ResellStrategyPreview(
      $categoryId: ID!
      $input: ResellStrategyInput!
      $savedInput: ResellStrategyInput!
      $compare: Boolean!
    ) {
      edited: resellStrategyPreview(categoryId: $categoryId, input: $input) {
        ...StrategyPreviewPanel_preview
      }
      saved: resellStrategyPreview(categoryId: $categoryId, input: $savedInput)
        @include(if: $compare) {
        ...StrategyPreviewSaved_preview
      }
    }
  `,
  [StrategyPreviewPanel_preview, StrategyPreviewSaved_preview],
);

export const BuybackStrategyPreviewQuery = graphql(
  `
    query BuybackStrategyPreview(
      $categoryId: ID!
      $input: BuybackStrategyInput!
      $savedInput: BuybackStrategyInput!
      $compare: Boolean!
    ) {
      edited: buybackStrategyPreview(categoryId: $categoryId, input: $input) {
        ...StrategyPreviewPanel_preview
      }
      saved: buybackStrategyPreview(categoryId: $categoryId, input: $savedInput)
        @include(if: $compare) {
        ...StrategyPreviewSaved_preview
      }
    }
  `,
  [StrategyPreviewPanel_preview, StrategyPreviewSaved_preview],
);
