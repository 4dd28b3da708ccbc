import { type Cents } from './money';
import { type MarketReference } from './strategy-values';

/** Median, min or max of the market's offers; null for an empty market. */
export function marketReferencePrice(
  offers: readonly Cents[],
  reference: MarketReference,
): Cents | null {
  if (offers.length === 0) return null;
  const sorted = [...offers].sort((a, b) => a - b);
  switch (reference) {
    case 'min':
      return sorted[0] ?? null;
    case 'max':
      return sorted[sorted.length - 1] ?? null;
    case 'median': {
      const upper = sorted[Math.floor(sorted.length / 2)] ?? 0;
      if (sorted.length % 2 === 1) return upper;
      const lower = sorted[sorted.length / 2 - 1] ?? 0;
      // Half a cent between the two middle offers goes down, like every other rounding here.
      return Math.floor((lower + upper) / 2);
    }
  }
}
