// Sets of item positions as bit arrays (32 positions per word): a filter or search term over
// 100,000 items is 3,125 words, so combining, counting and testing membership cost microseconds.

export type Bitset = Uint32Array;

export function emptyBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function addToBitset(bits: Bitset, position: number): void {
  const word = position >>> 5;
  bits[word] = (bits[word] ?? 0) | (1 << (position & 31));
}

export function hasPosition(bits: Bitset, position: number): boolean {
  return (((bits[position >>> 5] ?? 0) >>> (position & 31)) & 1) === 1;
}

export function countPositions(bits: Bitset): number {
  let count = 0;
  for (let word = 0; word < bits.length; word += 1) count += bitCount(bits[word] ?? 0);
  return count;
}

/** Population count of one 32-bit word (the classic SWAR sequence). */
export function bitCount(word: number): number {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * target := the intersection of the groups, each group the union of its sets (a filter with
 * several accepted values; a search term is a group of one); `scratch` (same size) holds the
 * unions of later groups. Whole-array passes, nothing allocated. Returns the positions counted.
 */
export function intersectUnions(
  target: Bitset,
  groups: readonly (readonly Bitset[])[],
  scratch: Bitset,
): number {
  groups.forEach((group, index) => {
    if (index === 0) {
      const [firstSet, ...otherSets] = group;
      if (firstSet) target.set(firstSet);
      else target.fill(0);
      for (const set of otherSets) unionInto(target, set);
    } else if (group.length === 1) {
      intersectInto(target, group[0] ?? target);
    } else {
      scratch.fill(0);
      for (const set of group) unionInto(scratch, set);
      intersectInto(target, scratch);
    }
  });
  return countPositions(target);
}

/** target := target ∪ source (same size). */
function unionInto(target: Bitset, source: Bitset): void {
  for (let word = 0; word < target.length; word += 1)
    target[word] = (target[word] ?? 0) | (source[word] ?? 0);
}

/** target := target ∩ source (same size). */
function intersectInto(target: Bitset, source: Bitset): void {
  for (let word = 0; word < target.length; word += 1)
    target[word] = (target[word] ?? 0) & (source[word] ?? 0);
}
