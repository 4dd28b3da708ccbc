// Benchmark 9's files read in one process, to see where the time goes: the reference store runs
// in this process (its upload worker beside it), each file is posted to /api/catalog/upload and
// followed until the catalog shows its items (or the refusal), and the figures are the ones a
// shared machine does not blur much: CPU time of the process (all threads), the main thread's
// CPU time and its longest task in CPU time (between two turns of a 1 ms timer chain), beside the wall time and the slowest catalog request made meanwhile. Run:
//   npx tsx tests/perf/upload-apply-cost.ts [name…]   (names: empty one-line csv-blank quoted
//   large-csv large-xml; default all)
// With `node --cpu-prof --import tsx tests/perf/upload-apply-cost.ts one-line` the profile shows
// the main thread's share.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { startUpstream } from '@refurb/upstream';
import { signInToUpstream, type UpstreamSession } from './lib/sessions.js';

const CATEGORIES = ['smartphone', 'pc', 'tablet', 'smartwatch'];
const MAX_BYTES = 20 * 1024 * 1024;

function catalogItem(index: number, prefix: string): string {
  return (
    `<item><external_id>${prefix}-${index}</external_id>` +
    `<name>Refurbished phone model ${index % 977} 128 GB</name>` +
    `<category>${CATEGORIES[index % 4]}</category><grade>A</grade>` +
    `<price>${200 + (index % 500)}.00</price><stock>${index % 9}</stock></item>`
  );
}

function fill(head: string, piece: (index: number) => string, tail: string): Buffer {
  const parts = [head];
  let size = head.length + tail.length;
  for (let index = 0; ; index += 1) {
    const next = piece(index);
    if (size + next.length > MAX_BYTES - 1024) break;
    parts.push(next);
    size += next.length;
  }
  parts.push(tail);
  return Buffer.from(parts.join(''));
}

interface File {
  name: string;
  filename: string;
  bytes: () => Buffer;
  pieceSize?: number;
}

function files(prefix: string): File[] {
  const rss = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>`;
  const catalog = '<?xml version="1.0" encoding="UTF-8"?><catalog>';
  return [
    {
      name: 'empty',
      filename: 'empty-items.xml',
      bytes: () => Buffer.from(`${rss}${'<item/>'.repeat(400_000)}</channel></rss>`),
    },
    {
      name: 'one-line',
      filename: 'one-line.xml',
      bytes: () => {
        const items = [catalog];
        for (let index = 0; index < 100_000; index += 1)
          items.push(catalogItem(index, `${prefix}X`));
        items.push('</catalog>');
        return Buffer.from(items.join(''));
      },
    },
    {
      name: 'csv-blank',
      filename: 'blank-lines.csv',
      bytes: () => Buffer.from(`external_id,name,category,price\n${'\n'.repeat(1_000_000)}`),
    },
    {
      name: 'quoted',
      filename: 'quoted-header.csv',
      bytes: () => Buffer.from(`"external_id${'x'.repeat(1_000_000)}\n`),
      pieceSize: 256,
    },
    {
      name: 'large-csv',
      filename: 'large.csv',
      bytes: () =>
        fill(
          'external_id,name,category,grade,price,stock\n',
          (index) =>
            `${prefix}C-${index},Phone model ${index % 977} 128 GB,${CATEGORIES[index % 4]},A,${200 + (index % 500)}.50,${index % 9}\n`,
          '',
        ),
    },
    {
      name: 'large-xml',
      filename: 'large.xml',
      bytes: () =>
        fill(catalog, (index) => `\n${catalogItem(index, `${prefix}L`)}`, '\n</catalog>'),
    },
  ];
}

/** The main thread's CPU time so far, in ms (Linux: its schedstat), or NaN where unknown. */
function mainThreadCpuMs(): number {
  try {
    const text = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
    return Number(text.split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

/**
 * The main thread's long tasks, seen from a 1 ms timer chain: the longest gap between two turns
 * (wall time: on a loaded machine it includes time the thread waited for a core) and the most
 * CPU the thread spent between two turns (what the work itself took), and the CPU tasks > 50 ms.
 */
function longTasks(): { stop(): { longest: number; longestCpu: number; over50: number[] } } {
  let last = performance.now();
  let lastCpu = mainThreadCpuMs();
  let longest = 0;
  let longestCpu = 0;
  const over50: number[] = [];
  let running = true;
  const tick = () => {
    const now = performance.now();
    const cpu = mainThreadCpuMs();
    longest = Math.max(longest, now - last);
    longestCpu = Math.max(longestCpu, cpu - lastCpu);
    if (cpu - lastCpu > 50) over50.push(Math.round(cpu - lastCpu));
    last = now;
    lastCpu = cpu;
    if (running) setTimeout(tick, 1);
  };
  setTimeout(tick, 1);
  return {
    stop() {
      running = false;
      return { longest, longestCpu, over50 };
    },
  };
}

async function total(url: string, session: UpstreamSession): Promise<number> {
  const answer = await fetch(`${url}/api/catalog?page=1`, {
    headers: { cookie: session.cookie, origin: session.origin, accept: 'application/json' },
  });
  const body = (await answer.json()) as { count: number };
  return body.count;
}

async function post(url: string, session: UpstreamSession, file: File, bytes: Buffer) {
  const boundary = `----cost${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="catalog"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = file.pieceSize ?? bytes.length;
  const pieces: Buffer[] = [head];
  for (let start = 0; start < bytes.length; start += size)
    pieces.push(bytes.subarray(start, start + size));
  pieces.push(tail);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces.shift();
      if (piece === undefined) controller.close();
      else controller.enqueue(piece);
    },
  });
  const answer = await fetch(`${url}/api/catalog/upload`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      origin: session.origin,
      accept: 'application/json',
      'x-xsrf-token': session.xsrf,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: answer.status, text: await answer.text() };
}

/** A file the store refuses at once; it also starts the upload worker before a measurement. */
const HEADERLESS: File = {
  name: 'headerless',
  filename: 'no-header.csv',
  bytes: () => Buffer.from('sku\n1\n'),
};

const wanted = process.argv.slice(2);
const upstream = await startUpstream({
  host: '127.0.0.1',
  port: 0,
  logLevel: 'warn',
  pusher: { appSecret: randomBytes(24).toString('base64url') },
});
try {
  const session = await signInToUpstream(upstream.url, 'demo@example.com');
  const prefix = `C${Date.now().toString(36)}`;
  for (const file of files(prefix)) {
    if (wanted.length > 0 && !wanted.includes(file.name)) continue;
    const bytes = file.bytes();
    // The previous file's rows may still be applied: the store refuses a file meanwhile (409).
    while ((await post(upstream.url, session, HEADERLESS, HEADERLESS.bytes())).status === 409)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const before = await total(upstream.url, session);
    const tasks = longTasks();
    const elu = performance.eventLoopUtilization();
    const cpu = process.cpuUsage();
    const mainCpu = mainThreadCpuMs();
    const start = performance.now();
    const answer = await post(upstream.url, session, file, bytes);
    const answered = performance.now() - start;
    let after = before;
    let slowestRead = 0;
    if (answer.status === 202) {
      for (let round = 0; round < 1200; round += 1) {
        const asked = performance.now();
        after = await total(upstream.url, session);
        slowestRead = Math.max(slowestRead, performance.now() - asked);
        if (after > before) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const busy = performance.eventLoopUtilization(elu);
    const mainUsed = mainThreadCpuMs() - mainCpu;
    const { longest, longestCpu, over50 } = tasks.stop();
    console.log(
      [
        `${file.name.padEnd(10)} ${answer.status} answered ${answered.toFixed(0)} ms, done ${wall.toFixed(0)} ms`,
        `created ${after - before}`,
        `CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`,
        `main thread CPU ${mainUsed.toFixed(0)} ms (busy ${busy.active.toFixed(0)} ms)`,
        `longest task ${longestCpu.toFixed(0)} ms CPU (${longest.toFixed(0)} ms wall)`,
        `slowest catalog read ${slowestRead.toFixed(0)} ms`,
        `tasks > 50 ms CPU: [${over50.join(', ')}]`,
      ].join('; '),
    );
    if (answer.status !== 202) console.log(`  ${answer.text.slice(0, 120)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
} finally {
  await upstream.stop();
}
