// Measures GET /api/catalog at UPSTREAM_ITEMS (default 100,000): start-up time, then the answer
// time of the list queries over HTTP on loopback, after one warm-up call per query.
// Usage: npx tsx upstream/scripts/measure-catalog.ts [items]
import { DEFAULT_CONFIG } from '../src/config';
import { runUpstream } from '../src/server';
import { UpstreamSession } from '../src/testing/upstream-session';

const items = Number(process.argv[2] ?? process.env.UPSTREAM_ITEMS ?? 100_000);
const startedAt = performance.now();
const upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items, logLevel: 'silent' });
const startupMs = performance.now() - startedAt;
const client = await new UpstreamSession(upstream.url).login();
// Warms the HTTP client and the route code, so "first call" below is the query's own cold cost.
await client.get('/api/user');

const queries = [
  '/api/catalog',
  '/api/catalog?search=iphone&grades[]=A&sort=price:asc',
  '/api/catalog?search=iphone%2013%20pro&grades[]=A&grades[]=B&storage[]=256GB&sort=margin:desc&page=3',
  '/api/catalog?brands[]=Samsung&sort=stock:desc&page=20',
  '/api/catalog?search=no-such-product',
];
const RUNS = 30;
const lines = [
  `items: ${items}`,
  `start-up (generate + listen): ${startupMs.toFixed(0)} ms`,
  `heap used: ${(process.memoryUsage().heapUsed / 1024 ** 2).toFixed(0)} MiB, rss: ${(process.memoryUsage().rss / 1024 ** 2).toFixed(0)} MiB`,
  '',
];
for (const query of queries) {
  const coldStart = performance.now();
  await client.get(query);
  const coldMs = performance.now() - coldStart;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const before = performance.now();
    const response = await client.get(query);
    times.push(performance.now() - before);
    if (response.status !== 200) throw new Error(`${query} answered ${response.status}`);
  }
  times.sort((left, right) => left - right);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1);
  lines.push(
    `${query}\n  first call ${coldMs.toFixed(1)} ms; then p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );
}
process.stdout.write(lines.join('\n') + '\n');
await upstream.stop();
