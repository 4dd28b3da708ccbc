import type { ResultOf } from '../../../graphql';
import type { CompetitorListQuery } from './CompetitorListQuery';

type CompetitorResult = ResultOf<typeof CompetitorListQuery>;

/** Load more: the next page's listings are appended (once each), totals come from the new page. */
export function mergeCompetitorPage(
  previous: CompetitorResult,
  next: CompetitorResult | undefined,
): CompetitorResult {
  if (!next) return previous;
  const known = new Set(previous.competitorListings.items.map((item) => item.id));
  return {
    ...next,
    competitorListings: {
      ...next.competitorListings,
      items: [
        ...previous.competitorListings.items,
        ...next.competitorListings.items.filter((item) => !known.has(item.id)),
      ],
    },
  };
}
