// The priced items of a strategy preview by change in percent (docs/strategy-preview.md).
import type { PreviewBucket, PreviewedItem } from './preview-strategy';

const MAX_BUCKETS = 20;
const NICE_STEPS = [1, 2, 2.5, 5, 10];

/**
 * The priced items' changes in percent in contiguous buckets of a round width (1, 2, 2.5 or 5
 * times a power of ten), at most 20, lowest first; each bucket holds [from, to), the last also
 * its upper bound. Empty when no priced item has a change in percent.
 */
export function changeHistogram(items: readonly PreviewedItem[]): PreviewBucket[] {
  const values = items.flatMap((item) => (item.changePercent === null ? [] : [item.changePercent]));
  if (values.length === 0) return [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const step = bucketWidth(min, max);
  const start = Math.floor(min / step) * step;
  const count = Math.max(1, bucketsFrom(start, max, step));
  const buckets = Array.from({ length: count }, (_, index) => ({
    fromPercent: tidy(start + index * step),
    toPercent: tidy(start + (index + 1) * step),
    count: 0,
  }));
  for (const value of values) {
    const index = Math.min(count - 1, Math.max(0, Math.floor(tidy((value - start) / step))));
    const bucket = buckets[index];
    if (bucket) bucket.count += 1;
  }
  return buckets;
}

function bucketWidth(min: number, max: number): number {
  if (max === min) return 1;
  const magnitude = 10 ** Math.floor(Math.log10((max - min) / MAX_BUCKETS));
  for (const factor of NICE_STEPS) {
    const step = factor * magnitude;
    if (bucketsFrom(Math.floor(min / step) * step, max, step) <= MAX_BUCKETS) return step;
  }
  return 20 * magnitude;
}

/** Buckets of `step` from `start` needed to reach `max` (the last bucket includes its bound). */
function bucketsFrom(start: number, max: number, step: number): number {
  return Math.ceil(tidy((max - start) / step));
}

/** Rounds away binary noise (0.1 + 0.2) so bounds read as the round numbers they are. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
