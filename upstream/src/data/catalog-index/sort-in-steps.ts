// A numeric sort of a Float64Array that yields between parts (steps.ts): each step's worth of
// values is sorted by the engine's native sort, then the sorted runs are merged pairwise, a step's
// worth of values between two yields. One native sort of 200,000 values holds the thread ~20 ms.
import { ITEMS_PER_STEP } from './steps';

/**
 * `values` sorted ascending (the array itself or a second one of the same length). Its first
 * `sortedPrefix` values are already in order (an order being extended): only the rest is sorted,
 * then merged with them.
 */
export function* sortInSteps(
  values: Float64Array,
  sortedPrefix = 0,
): Generator<void, Float64Array> {
  const tail = yield* sortRuns(values.subarray(sortedPrefix));
  if (sortedPrefix === 0) return tail;
  yield;
  const merged = new Float64Array(values.length);
  yield* mergeInSteps(values.subarray(0, sortedPrefix), tail, merged);
  return merged;
}

/** Runs of a step sorted natively, then merged pairwise: the sorted values (in a new array or not). */
function* sortRuns(values: Float64Array): Generator<void, Float64Array> {
  const length = values.length;
  for (let start = 0; start < length; start += ITEMS_PER_STEP) {
    if (start > 0) yield;
    values.subarray(start, Math.min(length, start + ITEMS_PER_STEP)).sort();
  }
  let source: Float64Array = values;
  let target: Float64Array = new Float64Array(length);
  for (let run = ITEMS_PER_STEP; run < length; run *= 2) {
    for (let start = 0; start < length; start += 2 * run) {
      const middle = Math.min(length, start + run);
      const end = Math.min(length, start + 2 * run);
      yield;
      yield* mergeInSteps(
        source.subarray(start, middle),
        source.subarray(middle, end),
        target.subarray(start, end),
      );
    }
    [source, target] = [target, source];
  }
  return source;
}

/** Merges two sorted runs into `target` (their joint length), yielding after every step written. */
function* mergeInSteps(
  left: Float64Array,
  right: Float64Array,
  target: Float64Array,
): Generator<void> {
  let fromLeft = 0;
  let fromRight = 0;
  for (let slot = 0; slot < target.length; slot += 1) {
    if (slot > 0 && slot % ITEMS_PER_STEP === 0) yield;
    const leftValue = left[fromLeft] ?? 0;
    const rightValue = right[fromRight] ?? 0;
    if (fromRight >= right.length || (fromLeft < left.length && leftValue <= rightValue)) {
      target[slot] = leftValue;
      fromLeft += 1;
    } else {
      target[slot] = rightValue;
      fromRight += 1;
    }
  }
}
