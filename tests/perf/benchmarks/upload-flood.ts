// Benchmark 9: hostile and very large catalog uploads through the BFF, each processed or refused
// within 3 s while the process reading it keeps answering: /healthz and another seller's catalog
// query are timed all along (p99 < 100 ms). Run twice: against a separate upstream process, and
// on a BFF with the embedded store, where the upload is read in the BFF's own process.
import { atMost, round, type Figure } from '../lib/figures';
import { CATALOG_LIST } from '../lib/queries';
import { startProbes } from '../lib/probes';
import { CSRF_HEADERS, graphqlRequest, signInToBff } from '../lib/sessions';
import { percentile } from '../lib/stats';
import { type FloodFile, sendUpload } from './upload-flood-client';

export interface UploadFloodOptions {
  /** `separate store` or `embedded store`: names the figures. */
  label: string;
  bffUrl: string;
  /** Health checks of every process the upload could hold up (the BFF; the upstream if separate). */
  healthUrls: string[];
  quick: boolean;
  /** CPU time (ms) of each process that reads the upload (the BFF; the upstream if separate). */
  cpuMs?: Array<() => number>;
}

const LIMIT_SECONDS = 3;
const P99_LIMIT_MS = 100;
/** The upload size limit. */ const MAX_BYTES = 20 * 1024 * 1024;
const GOOGLE = 'http://base.google.com/ns/1.0';
const CATEGORIES = ['smartphone', 'pc', 'tablet', 'smartwatch'];

function catalogItem(index: number, prefix: string): string {
  return (
    `<item><external_id>${prefix}-${index}</external_id>` +
    `<name>Refurbished phone model ${index % 977} 128 GB</name>` +
    `<category>${CATEGORIES[index % 4]}</category><grade>A</grade>` +
    `<price>${200 + (index % 500)}.00</price><stock>${index % 9}</stock></item>`
  );
}

/** Repeats `piece(i)` from i = 0 until the next would pass `maxBytes`; the file and its pieces. */
function fill(head: string, piece: (index: number) => string, tail: string, maxBytes: number) {
  const parts = [head];
  let size = head.length + tail.length;
  for (let index = 0; ; index += 1) {
    const next = piece(index);
    if (size + next.length > maxBytes) break;
    parts.push(next);
    size += next.length;
  }
  parts.push(tail);
  return { bytes: Buffer.from(parts.join('')), count: parts.length - 2 };
}

function floodFiles(prefix: string): FloodFile[] {
  const rss = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:g="${GOOGLE}"><channel>`;
  const catalog = '<?xml version="1.0" encoding="UTF-8"?><catalog>';
  const items = [catalog];
  for (let index = 0; index < 100_000; index += 1) items.push(catalogItem(index, `${prefix}X`));
  items.push('</catalog>');
  const largeCsv = fill(
    'external_id,name,category,grade,price,stock\n',
    (index) =>
      `${prefix}C-${index},Phone model ${index % 977} 128 GB,${CATEGORIES[index % 4]},A,${200 + (index % 500)}.50,${index % 9}\n`,
    '',
    MAX_BYTES - 1024,
  );
  const largeXml = fill(
    catalog,
    (index) => `\n${catalogItem(index, `${prefix}L`)}`,
    '\n</catalog>',
    MAX_BYTES - 1024,
  );
  return [
    {
      name: '400,000 empty XML items on one line',
      filename: 'empty-items.xml',
      bytes: Buffer.from(`${rss}${'<item/>'.repeat(400_000)}</channel></rss>`),
      creates: 0,
    },
    {
      name: '100,000-item XML catalog on one line',
      filename: 'one-line.xml',
      bytes: Buffer.from(items.join('')),
      creates: 100_000,
    },
    {
      name: '1,000,000 blank CSV lines',
      filename: 'blank-lines.csv',
      bytes: Buffer.from(`external_id,name,category,price\n${'\n'.repeat(1_000_000)}`),
      creates: 0,
    },
    {
      name: '1 MB quoted CSV header in 256-byte pieces',
      filename: 'quoted-header.csv',
      bytes: Buffer.from(`"external_id${'x'.repeat(1_000_000)}\n`),
      pieceSize: 256,
      creates: 0,
    },
    {
      name: '20 MB CSV (rows past the 200,000-row limit)',
      filename: 'large.csv',
      bytes: largeCsv.bytes,
      creates: 0,
    },
    {
      name: `20 MB XML, one item a line (${largeXml.count.toLocaleString('en')} items)`,
      filename: 'large.xml',
      bytes: largeXml.bytes,
      creates: largeXml.count,
    },
  ];
}

async function catalogTotal(bffUrl: string, cookie: string): Promise<number> {
  const answer = await graphqlRequest<{ catalog: { totalCount: number } }>(
    bffUrl,
    cookie,
    'query Total { catalog(page: 1) { totalCount } }',
  );
  const total = answer.data?.catalog.totalCount;
  if (total === undefined) throw new Error(`catalog total: ${JSON.stringify(answer.errors)}`);
  return total;
}

interface Outcome {
  seconds: number;
  /** When the upload was answered (the file read to its end), in s from its first byte. */
  answeredSeconds: number;
  /** CPU time the reading processes spent meanwhile (all their threads), in s; NaN if unknown. */
  cpuSeconds: number;
  result: string;
  healthP99: number;
  catalogP99: number;
  ok: boolean;
}

/** A file the store refuses at once (no required column); it starts the store's upload worker. */
const HEADERLESS: FloodFile = {
  name: 'no header',
  filename: 'no-header.csv',
  bytes: Buffer.from('sku,title\n1,x\n'),
  creates: 0,
};

/**
 * Waits until the store has finished with the previous file: an upload is refused with
 * UPLOAD_IN_PROGRESS until then (its report goes out once its rows are applied).
 */
async function untilStoreIsFree(bffUrl: string, cookie: string): Promise<number> {
  let refusedAsBusy = 0;
  for (;;) {
    const answer = await sendUpload(bffUrl, cookie, HEADERLESS);
    const code = answer.errors?.[0]?.extensions?.code;
    if (code !== 'UPLOAD_IN_PROGRESS') {
      if (code !== 'BAD_USER_INPUT') throw new Error(`no-header file: ${JSON.stringify(answer)}`);
      return refusedAsBusy;
    }
    refusedAsBusy += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function uploadWhileProbing(
  options: UploadFloodOptions,
  uploader: string,
  otherSeller: string,
  file: FloodFile,
): Promise<Outcome> {
  await untilStoreIsFree(options.bffUrl, uploader);
  const before = await catalogTotal(options.bffUrl, uploader);
  // Timed from a thread of their own (lib/probes.ts), from the upload's first byte, on open
  // connections: a probe's first request (a new connection) is not the upload's doing.
  const probes = startProbes([
    ...options.healthUrls.map((url) => ({ url, init: {} })),
    {
      url: `${options.bffUrl}/graphql`,
      init: {
        method: 'POST',
        headers: { ...CSRF_HEADERS, cookie: otherSeller },
        body: JSON.stringify({ query: CATALOG_LIST, variables: { page: 1 } }),
      },
      answerIncludes: '"items":[{',
    },
  ]);
  await probes.warm;
  probes.measure();
  const cpuNow = () => (options.cpuMs ?? []).reduce((sum, read) => sum + read(), 0);
  const cpuBefore = options.cpuMs ? cpuNow() : Number.NaN;
  const start = performance.now();
  let result: string;
  let ok: boolean;
  const answer = await sendUpload(options.bffUrl, uploader, file);
  const answeredSeconds = (performance.now() - start) / 1000;
  const error = answer.errors?.[0];
  if (error) {
    // A refused file: the answer is the end of it, and must say why as a file error.
    result = `refused (${error.extensions?.code}): ${error.message.slice(0, 90)}`;
    ok = file.creates === 0 && error.extensions?.code === 'BAD_USER_INPUT';
  } else {
    // Accepted: processed once the catalog shows the new items.
    const deadline = start + 60_000;
    let total = before;
    while (total < before + file.creates && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      total = await catalogTotal(options.bffUrl, uploader);
    }
    result = `processed: ${(total - before).toLocaleString('en')} items created`;
    ok = total - before === file.creates && file.creates > 0;
  }
  const seconds = (performance.now() - start) / 1000;
  const cpuSeconds = (cpuNow() - cpuBefore) / 1000;
  const samples = await probes.stop();
  const catalogSamples = samples.pop() ?? [];
  const healthSamples = samples.flat();
  return {
    seconds,
    answeredSeconds,
    cpuSeconds,
    result,
    healthP99: percentile(healthSamples, 99),
    catalogP99: percentile(catalogSamples, 99),
    ok,
  };
}

function figureBase(name: string) {
  return {
    bench: 9,
    name,
    unit: 's',
    target: `≤ ${LIMIT_SECONDS} s, p99 < ${P99_LIMIT_MS} ms`,
  } as const;
}

export async function benchUploadFlood(options: UploadFloodOptions): Promise<Figure[]> {
  const uploader = await signInToBff(options.bffUrl, 'demo@example.com');
  const otherSeller = await signInToBff(options.bffUrl, 'rivenditore@example.com');
  const prefix = `F${Date.now().toString(36)}`;
  const files = floodFiles(prefix);
  const figures: Figure[] = [];
  for (const file of options.quick ? files.slice(0, 3) : files) {
    const name = `${options.label}: ${file.name} (${round(file.bytes.length / 2 ** 20, 1)} MiB)`;
    let outcome: Outcome;
    try {
      outcome = await uploadWhileProbing(options, uploader, otherSeller, file);
    } catch (error) {
      // One file's failure is its figure's MISS; the next files are still measured.
      const message = error instanceof Error ? error.message : String(error);
      figures.push({
        ...figureBase(name),
        value: null,
        verdict: 'MISS',
        note: message.slice(0, 300),
      });
      continue;
    }
    const keptAnswering = outcome.healthP99 < P99_LIMIT_MS && outcome.catalogP99 < P99_LIMIT_MS;
    figures.push({
      ...figureBase(name),
      value: round(outcome.seconds, 2),
      verdict: outcome.ok && keptAnswering ? atMost(outcome.seconds, LIMIT_SECONDS) : 'MISS',
      note: `${outcome.result}; answered after ${round(outcome.answeredSeconds, 2)} s; CPU ${round(outcome.cpuSeconds, 2)} s; p99 /healthz ${round(outcome.healthP99, 0)} ms, other seller's catalog ${round(outcome.catalogP99, 0)} ms`,
    });
  }
  return figures;
}
