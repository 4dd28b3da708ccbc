// Probes timed from their own thread (probe-thread.mjs): requests one after the other until
// stopped, each target's times in ms from `measure()` on.
import { Worker } from 'node:worker_threads';

export interface ProbeTarget {
  url: string;
  init: { method?: string; headers?: Record<string, string>; body?: string };
  /** What every answer must contain (a failed probe stops the figure). */
  answerIncludes?: string;
}

type ThreadMessage =
  { type: 'warm' } | { type: 'failed'; message: string } | { type: 'samples'; samples: number[][] };

export interface Probes {
  /** Resolves once every target has been answered once (its connection open). */
  warm: Promise<void>;
  /** Only requests sent from now on count. */
  measure(): void;
  /** Each target's times in ms, in the order given. */
  stop(): Promise<number[][]>;
}

export function startProbes(targets: ProbeTarget[]): Probes {
  const thread = new Worker(new URL('./probe-thread.mjs', import.meta.url), {
    workerData: { targets },
  });
  let failure: Error | null = null;
  let warmed: () => void = () => undefined;
  let answered: (samples: number[][]) => void = () => undefined;
  const warm = new Promise<void>((resolve) => (warmed = resolve));
  const samples = new Promise<number[][]>((resolve) => (answered = resolve));
  thread.on('message', (message: ThreadMessage) => {
    if (message.type === 'warm') warmed();
    else if (message.type === 'failed') {
      // Also before its first answer: the bench goes on, and `stop` throws the failure.
      failure = new Error(`a probe failed: ${message.message}`);
      warmed();
    } else answered(message.samples);
  });
  return {
    warm,
    measure: () => thread.postMessage('measure'),
    stop: async () => {
      thread.postMessage('stop');
      const times = await samples;
      await thread.terminate();
      if (failure) throw failure;
      return times;
    },
  };
}
