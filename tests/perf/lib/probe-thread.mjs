// Request loops in a thread of their own (lib/probes.ts starts it): each target is asked one
// request after another, 5 ms apart, and timed. A thread, not the bench's own event loop, so
// that what the bench does meanwhile (sending a 20 MB file) cannot delay or stretch them: they
// time the server as another user's client would.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ targets: Array<{ url: string, init: RequestInit, answerIncludes?: string }> }} */
const { targets } = workerData;
let running = true;
let measuring = false;
let warmed = 0;

async function loop(target) {
  const samples = [];
  let first = true;
  while (running) {
    const counted = measuring;
    const start = performance.now();
    const response = await fetch(target.url, target.init);
    const answer = await response.text();
    if (response.status !== 200 || !answer.includes(target.answerIncludes ?? ''))
      throw new Error(`${target.url} answered ${response.status}: ${answer.slice(0, 200)}`);
    if (counted) samples.push(performance.now() - start);
    if (first) {
      first = false;
      warmed += 1;
      if (warmed === targets.length) parentPort.postMessage({ type: 'warm' });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return samples;
}

// A failed probe ends its loop (no times) and the failure is reported: stopping still answers,
// so the bench never waits on a dead loop.
const loops = targets.map((target) =>
  loop(target).catch((error) => {
    parentPort.postMessage({ type: 'failed', message: String(error) });
    return [];
  }),
);

parentPort.on('message', async (message) => {
  if (message === 'measure') measuring = true;
  if (message === 'stop') {
    running = false;
    parentPort.postMessage({ type: 'samples', samples: await Promise.all(loops) });
  }
});
