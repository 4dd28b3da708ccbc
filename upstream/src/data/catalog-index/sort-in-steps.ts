// A numeric sort of a Float64Array that yields between parts (steps.ts): each step's worth of
// values is sorted by the engine's native sort, then the sorted runs are merged pairwise, a step's
// worth of values between two yields. One native sort of 200,000 values holds the thread ~20 ms.
import { ITEMS_PER_STEP } from './steps';

/** `values` sorted ascending (the array itself or a second one of the same length). */
export function* sortInSteps(values: Float64Array): Generator<void, Float64Array> {
  const length = values.length;
  for (let start = 0; start < length; start += ITEMS_PER_STEP) {
    if (start > 0) yield;
    values.subarray(start, Math.min(length, start + ITEMS_PER_STEP)).sort();
  }
  let source = values;
  let target = new Float64Array(length);
  for (let run = ITEMS_PER_STEP; run < length; run *= 2) {
    yield;
    let written = 0;
    for (let start = 0; start < length; start += 2 * run) {
      const middle = Math.min(length, start + run);
      const end = Math.min(length, start + 2 * run);
      let left = start;
      let right = middle;
      for (let slot = start; slot < end; slot += 1) {
        const leftValue = source[left] ?? 0;
        const rightValue = source[right] ?? 0;
        if (right >= end || (left < middle && leftValue <= rightValue)) {
          target[slot] = leftValue;
          left += 1;
        } else {
          target[slot] = rightValue;
          right += 1;
        }
        written += 1;
        if (written % ITEMS_PER_STEP === 0) yield;
      }
    }
    [source, target] = [target, source];
  }
  return source;
}
