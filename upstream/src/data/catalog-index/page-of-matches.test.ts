import { describe, expect, it } from 'vitest';
import { createRandom } from '../prng';
import { addToBitset, emptyBitset } from './bitset';
import { pageByRanks, pageByWalking, pageOfMatches } from './page-of-matches';
import type { SortOrder } from './sort-orders';

function randomOrder(random: ReturnType<typeof createRandom>, size: number): SortOrder {
  const positions = Int32Array.from({ length: size }, (_, index) => index);
  for (let index = size - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [positions[index], positions[other]] = [positions[other] ?? 0, positions[index] ?? 0];
  }
  const ranks = new Int32Array(size);
  positions.forEach((position, rank) => {
    ranks[position] = rank;
  });
  return { positions, ranks, keys: new Float64Array(size) };
}

describe('pageOfMatches', () => {
  it('walking, bucketing by rank and the chosen method all give the brute-force page', () => {
    const random = createRandom(9);
    for (let round = 0; round < 200; round += 1) {
      const size = random.int(1, 3000);
      const order = randomOrder(random, size);
      // From a handful of matches (the ranks win) to nearly all (the walk wins).
      const share = random.pick([0.001, 0.01, 0.1, 0.5, 0.95]);
      const matches = emptyBitset(size);
      const matched = new Set<number>();
      for (let position = 0; position < size; position += 1) {
        if (random.chance(share)) {
          addToBitset(matches, position);
          matched.add(position);
        }
      }
      const inOrder = [...order.positions].filter((position) => matched.has(position));
      const total = inOrder.length;
      const first = random.int(0, Math.max(0, total - 1));
      const end = Math.min(total, first + random.int(1, 60));
      const expected = inOrder.slice(first, end);
      // Leftovers in the scratch set must not leak into the page.
      const scratch = emptyBitset(size).fill(0xffffffff);
      expect(pageByWalking(matches, order, first, end, Infinity)).toEqual(expected);
      expect(pageByRanks(matches, order, first, end, scratch)).toEqual(expected);
      expect(pageOfMatches(matches, total, order, first, end, scratch)).toEqual(expected);
    }
  });

  it('gives up walking when the budget runs out before the page is full', () => {
    const random = createRandom(3);
    const order = randomOrder(random, 1000);
    const matches = emptyBitset(1000);
    // The only match sits at the end of the order.
    addToBitset(matches, order.positions[999] ?? 0);
    expect(pageByWalking(matches, order, 0, 1, 100)).toBeNull();
    expect(pageByWalking(matches, order, 0, 1, 1000)).toEqual([order.positions[999]]);
    expect(pageOfMatches(matches, 1, order, 0, 1, emptyBitset(1000))).toEqual([
      order.positions[999],
    ]);
  });
});
