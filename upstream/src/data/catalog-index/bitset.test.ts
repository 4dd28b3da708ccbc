import { describe, expect, it } from 'vitest';
import { createRandom } from '../prng';
import { addToBitset, countPositions, emptyBitset, hasPosition, intersectUnions } from './bitset';

function bitsetOf(size: number, positions: Iterable<number>) {
  const bits = emptyBitset(size);
  for (const position of positions) addToBitset(bits, position);
  return bits;
}

function positionsOf(bits: Uint32Array): number[] {
  const positions: number[] = [];
  for (let position = 0; position < bits.length * 32; position += 1)
    if (hasPosition(bits, position)) positions.push(position);
  return positions;
}

describe('bitset', () => {
  it('counts and lists positions, including the top bit of a word and a partial last word', () => {
    const positions = [0, 1, 30, 31, 32, 63, 64, 95, 96, 99];
    const bits = bitsetOf(100, positions);
    expect(bits).toHaveLength(4);
    expect(countPositions(bits)).toBe(positions.length);
    expect(positionsOf(bits)).toEqual(positions);
    expect(hasPosition(bits, 31)).toBe(true);
    expect(hasPosition(bits, 33)).toBe(false);
  });

  it('intersects unions of sets like sets do, and counts the result', () => {
    const random = createRandom(5);
    const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);
    for (let round = 0; round < 40; round += 1) {
      const size = random.int(1, 700);
      const randomSet = () =>
        new Set(Array.from({ length: random.int(0, size) }, () => random.int(0, size - 1)));
      // Up to 4 groups of up to 3 sets; an empty group (a filter value no item has) empties all.
      const groups = Array.from({ length: random.int(1, 4) }, () =>
        Array.from({ length: random.int(0, 3) }, randomSet),
      );
      const expected = [...Array(size).keys()].filter((position) =>
        groups.every((group) => group.some((set) => set.has(position))),
      );
      const target = bitsetOf(size, randomSet());
      const count = intersectUnions(
        target,
        groups.map((group) => group.map((set) => bitsetOf(size, set))),
        bitsetOf(size, randomSet()),
      );
      expect(positionsOf(target)).toEqual(sorted(expected));
      expect(count).toBe(expected.length);
      expect(countPositions(target)).toBe(expected.length);
    }
  });

  it('counts a full word of ones', () => {
    expect(countPositions(Uint32Array.of(0xffffffff, 0x80000001))).toBe(34);
  });
});
