import type { PreviewFigures } from './preview-figures';

/** A preview's summary as the BFF answers it. */
export function aPreviewSummary(overrides: Partial<PreviewFigures> = {}) {
  return {
    __typename: 'StrategyPreviewSummary' as const,
    itemsTotal: 360,
    itemsManual: 4,
    itemsPriced: 340,
    up: 111,
    down: 201,
    unchanged: 28,
    skipped: 20,
    skippedByReason: [
      { __typename: 'StrategyPreviewSkipCount' as const, reason: 'No market price', count: 20 },
    ],
    atMinimum: 14,
    atMaximum: 0,
    totalChange: -1234.5,
    medianChangePercent: -2.4,
    marginBefore: 31.2,
    marginAfter: 29.8,
    ...overrides,
  };
}

/** One item of a preview, with the decision "Why this price?" shows. */
export function aPreviewItem(name: string, currentPrice: number, newPrice: number) {
  const changePercent = Math.round(((newPrice - currentPrice) / currentPrice) * 10000) / 100;
  return {
    __typename: 'StrategyPreviewItemEdge' as const,
    cursor: name,
    node: {
      __typename: 'StrategyPreviewItem' as const,
      itemId: name,
      name,
      grade: 'A',
      country: 'it',
      currentPrice,
      newPrice,
      changePercent,
      outcome: newPrice > currentPrice ? 'UP' : newPrice < currentPrice ? 'DOWN' : 'UNCHANGED',
      decision: {
        __typename: 'PriceDecision' as const,
        outcome: 'DRY_RUN',
        currencySymbol: '€',
        strategy: 'Variation',
        reference: 'Base price',
        referenceAmount: currentPrice,
        referenceNote: null,
        result: newPrice,
        skipReason: null,
        reason: null,
        steps: [
          {
            __typename: 'PriceDecisionStep' as const,
            kind: 'VARIATION',
            label: 'Variation',
            note: `${changePercent}% on the base price`,
            value: newPrice,
          },
        ],
      },
    },
  };
}

/** A whole preview answer (one aliased field of the preview query). */
export function aStrategyPreview(summary: Partial<PreviewFigures> = {}) {
  return {
    __typename: 'StrategyPreview' as const,
    marketAt: '2026-11-27T12:00:00.000Z',
    currencySymbol: '€',
    summary: aPreviewSummary(summary),
    changeHistogram: [
      { __typename: 'StrategyPreviewBucket' as const, fromPercent: -10, toPercent: -5, count: 60 },
      { __typename: 'StrategyPreviewBucket' as const, fromPercent: -5, toPercent: 0, count: 141 },
      { __typename: 'StrategyPreviewBucket' as const, fromPercent: 0, toPercent: 5, count: 139 },
    ],
    items: {
      __typename: 'StrategyPreviewItemConnection' as const,
      edges: [aPreviewItem('Apple iPhone 12', 500, 450), aPreviewItem('Google Pixel 7', 300, 280)],
    },
  };
}
