import fc from 'fast-check';

/**
 * fc.assert with a short failure: the counterexample may hold a 200 kB string, so the message
 * keeps its first characters and the problem found.
 */
export async function checkProperty<T>(
  property: fc.IAsyncPropertyWithHooks<T>,
  numRuns: number,
): Promise<void> {
  const result = await fc.check(property, { numRuns, seed: 20240601 });
  if (!result.failed) return;
  const example = JSON.stringify(result.counterexample) ?? 'undefined';
  const cause =
    result.errorInstance instanceof Error
      ? result.errorInstance.message
      : String(result.errorInstance);
  throw new Error(
    `property failed after ${result.numRuns} runs: ${cause.slice(0, 600)}\ncounterexample: ${example.slice(0, 400)}`,
  );
}
