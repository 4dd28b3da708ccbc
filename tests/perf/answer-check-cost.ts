// What checking the catalog page against its contract schema costs, per page, in CPU: a real
// page 1 (50 items) of the reference store, read the way the BFF reads it (JSON.parse, then the
// compiled check), side by side with JSON.parse alone, interleaved rounds. Run:
//   npx tsx tests/perf/answer-check-cost.ts
import { randomBytes } from 'node:crypto';
import { answerReader, CatalogPageSchema } from '@refurb/contract/schemas';
import { startUpstream } from '@refurb/upstream';
import { signInToUpstream } from './lib/sessions.js';

const upstream = await startUpstream({
  host: '127.0.0.1',
  port: 0,
  pusher: { appSecret: randomBytes(24).toString('base64url') },
});
try {
  const session = await signInToUpstream(upstream.url, 'demo@example.com');
  const answer = await fetch(`${upstream.url}/api/catalog?page=1`, {
    headers: { cookie: session.cookie, origin: session.origin, accept: 'application/json' },
  });
  const text = await answer.text();
  const read = answerReader(CatalogPageSchema);
  const page = JSON.parse(text) as { items: { price: unknown }[] };
  // What an older store's page looks like: every price a string of digits.
  const varied = JSON.stringify({
    ...page,
    items: page.items.map((item) => ({ ...item, price: String(item.price) })),
  });
  const sides = {
    'JSON.parse': (body: string) => JSON.parse(body) as unknown,
    'JSON.parse + check': (body: string) => read(JSON.parse(body)),
  };
  const cpu: Record<string, number[]> = { 'JSON.parse': [], 'JSON.parse + check': [] };
  const perRound = 5000;
  for (let round = 0; round < 8; round++) {
    const order = round % 2 === 0 ? Object.entries(sides) : Object.entries(sides).reverse();
    for (const [name, side] of order) {
      for (let i = 0; i < 500; i++) side(text);
      const start = process.cpuUsage();
      for (let i = 0; i < perRound; i++) side(text);
      const used = process.cpuUsage(start);
      if (round > 1) cpu[name]!.push((used.user + used.system) / perRound);
    }
  }
  const tolerantStart = process.cpuUsage();
  for (let i = 0; i < 500; i++) read(JSON.parse(varied));
  const tolerant = process.cpuUsage(tolerantStart);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const parse = median(cpu['JSON.parse']!);
  const checked = median(cpu['JSON.parse + check']!);
  console.log(`page: ${page.items.length} items, ${text.length} characters`);
  console.log(`JSON.parse alone:     ${parse.toFixed(1)} µs CPU a page (median of 6 rounds)`);
  console.log(`JSON.parse + check:   ${checked.toFixed(1)} µs CPU a page`);
  console.log(`the check:            ${(checked - parse).toFixed(1)} µs CPU a page`);
  console.log(
    `an older store's page (prices as strings; check, tolerant pass, check): ` +
      `${((tolerant.user + tolerant.system) / 500 - parse).toFixed(1)} µs CPU a page above JSON.parse`,
  );
} finally {
  await upstream.stop();
}
