import { describe, expect, it } from 'vitest';
import { changeHistogram } from './preview-histogram';
import type { PreviewedItem } from './preview-strategy';

/** Items with these changes in percent (null: skipped or without a price now). */
function items(changes: Array<number | null>): PreviewedItem[] {
  return changes.map((changePercent) => ({ changePercent }) as PreviewedItem);
}

describe('changeHistogram', () => {
  it('puts every change in contiguous round buckets, at most 20, the last one closed', () => {
    const buckets = changeHistogram(items([-7.3, -0.01, 0, 0, 2.5, 4, 12.49, null]));
    expect(buckets.length).toBeGreaterThanOrEqual(8);
    expect(buckets.length).toBeLessThanOrEqual(20);
    expect(buckets[0]?.fromPercent).toBeLessThanOrEqual(-7.3);
    expect(buckets.at(-1)?.toPercent).toBeGreaterThanOrEqual(12.49);
    for (const [index, bucket] of buckets.entries()) {
      if (index > 0) expect(bucket.fromPercent).toBe(buckets[index - 1]?.toPercent);
    }
    expect(buckets.reduce((total, bucket) => total + bucket.count, 0)).toBe(7);
    const zero = buckets.find((bucket) => bucket.fromPercent === 0);
    expect(zero?.count).toBe(2);
  });

  it('keeps a change on the upper bound of the last bucket in it', () => {
    const buckets = changeHistogram(items([0, 10]));
    expect(buckets.at(-1)).toMatchObject({ toPercent: 10, count: 1 });
    expect(buckets[0]).toMatchObject({ fromPercent: 0, count: 1 });
  });

  it('answers one bucket when every change is the same, and none without changes', () => {
    expect(changeHistogram(items([-2.5, -2.5]))).toEqual([
      { fromPercent: -3, toPercent: -2, count: 2 },
    ]);
    expect(changeHistogram(items([null]))).toEqual([]);
  });
});
