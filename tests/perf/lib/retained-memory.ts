// Checkpoints of the memory a server retains while a load runs: at given seconds into the run, a
// full garbage collection through the inspector (lib/inspector.ts), then the heap in use. One
// collection at a time; each pauses the server for a few tens of milliseconds.
import type { Inspector, RetainedMemory } from './inspector';

export interface Checkpoint extends RetainedMemory {
  /** Seconds since the checkpoints started. */
  at: number;
}

export interface CheckpointRecorder {
  /** Takes one last checkpoint now and answers all of them, in time order. */
  finish(): Promise<Checkpoint[]>;
}

/** Schedules a checkpoint at each of `seconds` (from now). */
export function recordCheckpoints(
  inspector: Inspector,
  seconds: readonly number[],
): CheckpointRecorder {
  const started = Date.now();
  const checkpoints: Checkpoint[] = [];
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const take = () => {
    chain = chain.then(async () => {
      try {
        const memory = await inspector.retained();
        checkpoints.push({ ...memory, at: (Date.now() - started) / 1000 });
      } catch (error) {
        failure ??= error;
      }
    });
    return chain;
  };
  const timers = seconds.map((at) => setTimeout(() => void take(), at * 1000));
  return {
    finish: async () => {
      for (const timer of timers) clearTimeout(timer);
      await take();
      if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
      return checkpoints;
    },
  };
}
