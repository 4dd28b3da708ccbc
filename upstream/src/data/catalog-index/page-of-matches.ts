// One page of a filtered, sorted list: the matches (a bitset of positions) at sorted ranks
// [first, end).
import { bitCount, type Bitset } from './bitset';
import type { SortOrder } from './sort-orders';

/**
 * Walks the order while that is cheap, else moves the matches into rank space. The walk wins
 * when matches are common near the start of the order (a broad filter, an early page). When
 * they are rare or sit late in the order (a grade filter sorted by grade ascending), setting each
 * match's rank in a bitset and reading the page off it costs one step per match plus one per
 * 32 items, whatever the order. The walk gives up after that many steps, which bounds a wrong
 * guess to about twice the better method's cost.
 */
export function pageOfMatches(
  matches: Bitset,
  total: number,
  order: SortOrder,
  first: number,
  end: number,
  scratch: Bitset,
): number[] {
  return (
    pageByWalking(matches, order, first, end, total + matches.length) ??
    pageByRanks(matches, order, first, end, scratch)
  );
}

/** By walking the order and counting matches; null when that takes more than `budget` steps. */
export function pageByWalking(
  matches: Bitset,
  order: SortOrder,
  first: number,
  end: number,
  budget: number,
): number[] | null {
  const page: number[] = [];
  const positions = order.positions;
  const steps = Math.min(positions.length, Math.ceil(budget));
  let seen = 0;
  for (let rank = 0; rank < steps; rank += 1) {
    const position = positions[rank] ?? 0;
    if ((((matches[position >>> 5] ?? 0) >>> (position & 31)) & 1) === 0) continue;
    if (seen >= first) {
      page.push(position);
      if (seen + 1 >= end) return page;
    }
    seen += 1;
  }
  return steps === positions.length ? page : null;
}

/**
 * By setting every match's rank in `scratch` (a bitset as large as `matches`, overwritten) and
 * reading ranks [first, end) off it in order: a bucket sort with one bucket per rank.
 */
export function pageByRanks(
  matches: Bitset,
  order: SortOrder,
  first: number,
  end: number,
  scratch: Bitset,
): number[] {
  scratch.fill(0);
  const ranks = order.ranks;
  for (let word = 0; word < matches.length; word += 1) {
    let value = matches[word] ?? 0;
    while (value !== 0) {
      const lowest = value & -value;
      const rank = ranks[(word << 5) + (31 - Math.clz32(lowest))] ?? 0;
      scratch[rank >>> 5] = (scratch[rank >>> 5] ?? 0) | (1 << (rank & 31));
      value ^= lowest;
    }
  }
  const page: number[] = [];
  let seen = 0;
  for (let word = 0; word < scratch.length && seen < end; word += 1) {
    let value = scratch[word] ?? 0;
    if (value === 0) continue;
    const count = bitCount(value);
    // Whole words before the page are only counted.
    if (seen + count <= first) {
      seen += count;
      continue;
    }
    while (value !== 0 && seen < end) {
      const lowest = value & -value;
      if (seen >= first) page.push(order.positions[(word << 5) + (31 - Math.clz32(lowest))] ?? -1);
      seen += 1;
      value ^= lowest;
    }
  }
  return page;
}
