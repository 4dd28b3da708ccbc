// Samples a process's resident memory at a fixed interval while a benchmark runs.
import { readRss } from './proc-stats';

export interface RssSampler {
  stop(): { at: number; rss: number }[];
}

export function sampleRss(pid: number, intervalMs: number): RssSampler {
  const samples: { at: number; rss: number }[] = [{ at: Date.now(), rss: readRss(pid) }];
  const timer = setInterval(() => samples.push({ at: Date.now(), rss: readRss(pid) }), intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      samples.push({ at: Date.now(), rss: readRss(pid) });
      return samples.filter((sample) => Number.isFinite(sample.rss));
    },
  };
}
