import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { unlessAborted } from './unless-aborted.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** A chunk of `bytes`, with a weak reference that tells whether anything still holds it. */
function chunk(bytes: number): { value: Buffer; held: WeakRef<Buffer> } {
  const value = Buffer.alloc(bytes, 1);
  return { value, held: new WeakRef(value) };
}

/** Reads `count` chunks of 1 MiB through `wait`, dropping each; their weak references. */
async function readChunks(
  count: number,
  wait: (read: Promise<Buffer>) => Promise<Buffer>,
): Promise<Array<WeakRef<Buffer>>> {
  const heldChunks: Array<WeakRef<Buffer>> = [];
  for (let index = 0; index < count; index += 1) {
    const { value, held } = chunk(1024 * 1024);
    heldChunks.push(held);
    expect((await wait(Promise.resolve(value))).length).toBe(1024 * 1024);
  }
  return heldChunks;
}

describe('unlessAborted', () => {
  it('answers the work, or the abort reason when it comes first', async () => {
    const controller = new AbortController();
    await expect(unlessAborted(Promise.resolve('row'), controller.signal)).resolves.toBe('row');
    const never = new Promise<string>(() => undefined);
    const waiting = unlessAborted(never, controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
    await expect(unlessAborted(Promise.resolve('late'), controller.signal)).rejects.toThrow(
      'cancelled',
    );
  });

  it('keeps nothing of a result once it is handed on, however long the signal stays quiet', async () => {
    // An upload waits for each chunk unless it is cancelled; the cancel may never come.
    const controller = new AbortController();
    const heldChunks = await readChunks(20, (read) => unlessAborted(read, controller.signal));
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(heldChunks.filter((held) => held.deref() !== undefined)).toHaveLength(0);
  });
});
