import { describe, expect, it } from 'vitest';
import { createRandom } from '../prng';
import { sortInSteps } from './sort-in-steps';
import { ITEMS_PER_STEP } from './steps';

function sortedBySteps(
  values: Float64Array,
  sortedPrefix = 0,
): { sorted: number[]; steps: number } {
  const sorting = sortInSteps(values, sortedPrefix);
  let steps = 0;
  for (let step = sorting.next(); ; step = sorting.next()) {
    if (step.done) return { sorted: Array.from(step.value), steps };
    steps += 1;
  }
}

describe('sortInSteps', () => {
  it('sorts as the native sort does, whatever the length', () => {
    const random = createRandom(11);
    for (const length of [
      0,
      1,
      2,
      ITEMS_PER_STEP - 1,
      ITEMS_PER_STEP,
      ITEMS_PER_STEP + 1,
      ITEMS_PER_STEP * 3 + 17,
      ITEMS_PER_STEP * 8,
    ]) {
      // Repeated values and negative ones, as packed sort keys have.
      const values = Float64Array.from(
        { length },
        () => random.int(-50, 50) * 2 ** 21 + random.int(0, 9),
      );
      const expected = Array.from(Float64Array.from(values).sort());
      expect(sortedBySteps(values).sorted, `length ${length}`).toEqual(expected);
    }
  });

  it('yields after every step of values it sorts or merges', () => {
    const length = ITEMS_PER_STEP * 8;
    const values = Float64Array.from({ length }, (_, index) => (index * 7919) % length);
    // 8 runs sorted, then 3 merge passes of 8 steps each, with a yield before each pass.
    expect(sortedBySteps(values).steps).toBeGreaterThanOrEqual(7 + 3 * 8);
  });

  it('merges values appended to an order with the order, without sorting it again', () => {
    const random = createRandom(12);
    for (const [prefix, appended] of [
      [0, 10],
      [10, 0],
      [ITEMS_PER_STEP * 2 + 5, 3],
      [7, ITEMS_PER_STEP * 3 + 1],
      [ITEMS_PER_STEP * 5, ITEMS_PER_STEP * 2],
    ] as const) {
      const sortedPart = Float64Array.from({ length: prefix }, () => random.int(-20, 20)).sort();
      const appendedPart = Array.from({ length: appended }, () => random.int(-20, 20));
      const values = Float64Array.from([...sortedPart, ...appendedPart]);
      const expected = Array.from(Float64Array.from(values).sort());
      expect(sortedBySteps(values, prefix).sorted, `${prefix} + ${appended}`).toEqual(expected);
    }
  });
});
