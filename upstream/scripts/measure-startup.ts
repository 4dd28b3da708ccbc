// Start-up time and memory of the upstream as `npm start` embeds it (default catalog size, dev
// routes on, its own scheduler off so no batch runs while measuring).
// Usage: npx tsx upstream/scripts/measure-startup.ts [items]   (run with --expose-gc for a settled heap)
import { startUpstream } from '../src/index';

const items = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const startedAt = performance.now();
const upstream = await startUpstream({
  port: 0,
  devRoutes: true,
  repriceIntervalMs: 0,
  logLevel: 'silent',
  ...(items === undefined ? {} : { items }),
});
const startupMs = performance.now() - startedAt;
const cpu = process.cpuUsage(cpuBefore);
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const memory = process.memoryUsage();
const mib = (bytes: number) => (bytes / 1024 ** 2).toFixed(0);
process.stdout.write(
  `start-up: ${startupMs.toFixed(0)} ms (cpu ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms); rss ${mib(memory.rss)} MiB (before start ${mib(rssBefore)} MiB), heap used ${mib(memory.heapUsed)} MiB\n`,
);
await upstream.stop();
