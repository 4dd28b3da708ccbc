import { graphql } from '../../../graphql';
import { PriceDecision_decision } from '../../catalog/decision/PriceDecision';

// The strategy preview's documents: one query per kind of strategy, each asking for the edited
// strategy's preview and, while it differs from the saved one, the saved strategy's summary beside
// it (two aliased fields of one request, so both figures are of the same moment).
//
// The largest moves are selected in the queries themselves rather than in a fragment of their
// list: the BFF's cost limit counts every level of nesting, a fragment spread as one more, and the
// items with their decision steps are the deepest part of the answer.

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
    }
  `,
  [StrategyPreviewSummary_figures],
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
        items(first: 6, sort: LARGEST_CHANGE) {
          edges {
            node {
              itemId
              name
              grade
              country
              currentPrice
              newPrice
              changePercent
              outcome
              decision {
                ...PriceDecision_decision
              }
            }
          }
        }
      }
      saved: resellStrategyPreview(categoryId: $categoryId, input: $savedInput)
        @include(if: $compare) {
        ...StrategyPreviewSaved_preview
      }
    }
  `,
  [StrategyPreviewPanel_preview, StrategyPreviewSaved_preview, PriceDecision_decision],
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
        items(first: 6, sort: LARGEST_CHANGE) {
          edges {
            node {
              itemId
              name
              grade
              country
              currentPrice
              newPrice
              changePercent
              outcome
              decision {
                ...PriceDecision_decision
              }
            }
          }
        }
      }
      saved: buybackStrategyPreview(categoryId: $categoryId, input: $savedInput)
        @include(if: $compare) {
        ...StrategyPreviewSaved_preview
      }
    }
  `,
  [StrategyPreviewPanel_preview, StrategyPreviewSaved_preview, PriceDecision_decision],
);
