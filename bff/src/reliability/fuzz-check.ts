import { randomInt } from 'node:crypto';
import fc from 'fast-check';

/**
 * The seed of this process's fuzzing: `FUZZ_SEED` when set (to replay a failure), else a fresh
 * one each run, so every run tries other inputs. Every failure names it.
 */
export const fuzzSeed: number = seedFromEnvironment(process.env.FUZZ_SEED);

/** `FUZZ_SEED`'s value as a fast-check seed (a 32-bit integer), or a fresh one when unset. */
export function seedFromEnvironment(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return randomInt(-(2 ** 31), 2 ** 31);
  const seed = Number(value);
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 31) {
    throw new Error(`FUZZ_SEED must be an integer from -2147483648 to 2147483647, not "${value}"`);
  }
  return seed;
}

let announced = false;

/**
 * fc.check with `fuzzSeed` and a short failure: the counterexample may hold a 200 kB string, so
 * the message keeps its first characters, the problem found and how to replay the run.
 */
export async function checkProperty<T>(
  property: fc.IAsyncPropertyWithHooks<T>,
  numRuns: number,
): Promise<void> {
  if (!announced) {
    announced = true;
    console.info(`fuzzing with seed ${fuzzSeed} (FUZZ_SEED=${fuzzSeed} replays this run)`);
  }
  const result = await fc.check(property, { numRuns, seed: fuzzSeed });
  if (!result.failed) return;
  const example = JSON.stringify(result.counterexample) ?? 'undefined';
  const cause =
    result.errorInstance instanceof Error
      ? result.errorInstance.message
      : String(result.errorInstance);
  throw new Error(
    `property failed after ${result.numRuns} runs: ${cause.slice(0, 600)}\n` +
      `counterexample: ${example.slice(0, 400)}\n` +
      `replay: FUZZ_SEED=${result.seed} FUZZ_RUNS=${process.env.FUZZ_RUNS ?? '(unset)'} ` +
      `(fast-check path ${result.counterexamplePath ?? '-'})`,
  );
}
