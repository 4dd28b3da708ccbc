// Benchmark 7: the whole 100,000-item catalog export streamed through the BFF, and a 50,000-row
// CSV upload processed by the upstream; BFF memory sampled throughout (streams, not buffers).
import { round, type Figure } from '../lib/figures';
import { listenToUserChannel } from '../lib/raw-pusher';
import { sampleRss } from '../lib/rss-sampler';
import { CSRF_HEADERS, signInToBff, signInToUpstream } from '../lib/sessions';

export interface FilesOptions {
  bffUrl: string;
  bffPid: number;
  upstreamUrl: string;
  pusherAppKey: string;
  items: number;
}

const UPLOAD_ROWS = 50_000;
/**
 * A BFF that buffered the file would hold at least all of it; a streaming one grows by the chunks
 * in flight plus garbage the collector has not reclaimed yet.
 */
const flatLimitMib = (fileBytes: number) => fileBytes / 2 ** 20;

function multipartUpload(csv: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----perf${Date.now().toString(16)}`;
  const operations = JSON.stringify({
    query: 'mutation Upload($file: File!) { uploadCatalog(file: $file) }',
    variables: { file: null },
  });
  const head = [
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ].join('');
  return {
    body: Buffer.concat([Buffer.from(head), csv, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const mib = (bytes: number) => bytes / 2 ** 20;

interface Exported {
  csv: Buffer;
  lines: string[];
  rows: number;
  seconds: number;
  /** RSS growth of the BFF during the export, MiB. */
  growth: number;
}

/** The whole export, read at full speed, the BFF's RSS sampled every 50 ms. */
async function exportCatalog(options: FilesOptions, cookie: string): Promise<Exported> {
  const sampler = sampleRss(options.bffPid, 50);
  const start = performance.now();
  const response = await fetch(`${options.bffUrl}/catalog/export`, { headers: { cookie } });
  if (response.status !== 200 || !response.body)
    throw new Error(`export answered ${response.status}`);
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(Buffer.from(chunk));
  const seconds = (performance.now() - start) / 1000;
  const samples = sampler.stop();
  const csv = Buffer.concat(chunks);
  const lines = csv.toString('utf8').split('\n').filter(Boolean);
  const growth = mib(Math.max(...samples.map((s) => s.rss)) - samples[0]!.rss);
  return { csv, lines, rows: lines.length - 1, seconds, growth };
}

/**
 * The first 50,000 rows of the export, each with one more unit in stock so every row really
 * changes (stock is the last column but two, after any quoted name).
 */
function uploadFile(lines: string[]): Buffer {
  const header = lines[0]!;
  const stockFromEnd = header.split(',').length - header.split(',').indexOf('stock');
  const rows = lines.slice(1, UPLOAD_ROWS + 1).map((line) => {
    const cells = line.split(',');
    const index = cells.length - stockFromEnd;
    cells[index] = String(Number(cells[index]) + 1);
    return cells.join(',');
  });
  return Buffer.from([header, ...rows].join('\n') + '\n');
}

interface UploadResult {
  created?: number;
  updated?: number;
  failed?: number;
  errors?: unknown[];
}

interface Uploaded {
  result: UploadResult;
  seconds: number;
  bytes: number;
  /** RSS growth of the BFF from sending until the upstream has processed the file, MiB. */
  growth: number;
}

/** Uploads through the BFF and waits for the upstream's `catalog-upload-completed` event. */
async function uploadCatalog(
  options: FilesOptions,
  cookie: string,
  csv: Buffer,
): Promise<Uploaded> {
  const upload = multipartUpload(csv);
  const upstreamSession = await signInToUpstream(options.upstreamUrl, 'demo@example.com');
  const listener = await listenToUserChannel(
    options.upstreamUrl,
    options.pusherAppKey,
    upstreamSession,
  );
  try {
    const sampler = sampleRss(options.bffPid, 50);
    const start = performance.now();
    const processed = listener.next('catalog-upload-completed', 60_000);
    const answer = await fetch(`${options.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'x-graphql-csrf': CSRF_HEADERS['x-graphql-csrf'],
        cookie,
        'content-type': upload.contentType,
        'content-length': String(upload.body.length),
      },
      body: upload.body,
    });
    const text = await answer.text();
    if (answer.status !== 200 || text.includes('"errors"')) {
      throw new Error(`upload answered ${answer.status}: ${text.slice(0, 300)}`);
    }
    const result = (await processed) as UploadResult;
    const seconds = (performance.now() - start) / 1000;
    const samples = sampler.stop();
    const growth = mib(Math.max(...samples.map((s) => s.rss)) - samples[0]!.rss);
    return { result, seconds, bytes: upload.body.length, growth };
  } finally {
    listener.close();
  }
}

function filesFigures(options: FilesOptions, exported: Exported, uploaded: Uploaded): Figure[] {
  const bytes = exported.csv.length;
  const { result } = uploaded;
  const applied = (result.created ?? 0) + (result.updated ?? 0);
  const firstError = result.errors?.length ? ` (first: ${JSON.stringify(result.errors[0])})` : '';
  return [
    {
      bench: 7,
      name: `catalog export through the BFF (${exported.rows.toLocaleString('en')} rows)`,
      value: round(exported.rows / exported.seconds, 0),
      unit: 'rows/s',
      target: `${options.items.toLocaleString('en')} rows`,
      verdict: exported.rows === options.items ? 'PASS' : 'MISS',
      note: `${round(mib(bytes), 1)} MiB in ${round(exported.seconds, 2)} s = ${round(mib(bytes) / exported.seconds, 1)} MiB/s`,
    },
    {
      bench: 7,
      name: 'BFF RSS growth during the export',
      value: round(exported.growth, 1),
      unit: 'MiB',
      target: `< ${round(flatLimitMib(bytes), 1)} MiB (file ${round(mib(bytes), 1)} MiB)`,
      verdict: exported.growth < flatLimitMib(bytes) ? 'PASS' : 'MISS',
    },
    {
      bench: 7,
      name: `CSV upload ${UPLOAD_ROWS.toLocaleString('en')} rows, sent → processed`,
      value: round(UPLOAD_ROWS / uploaded.seconds, 0),
      unit: 'rows/s',
      target: `${UPLOAD_ROWS.toLocaleString('en')} applied`,
      verdict: applied === UPLOAD_ROWS && (result.failed ?? 0) === 0 ? 'PASS' : 'MISS',
      note: `${round(uploaded.seconds, 2)} s for ${round(mib(uploaded.bytes), 1)} MiB; created ${result.created}, updated ${result.updated}, failed ${result.failed}${firstError}`,
    },
    {
      bench: 7,
      name: 'BFF RSS growth during the upload',
      value: round(uploaded.growth, 1),
      unit: 'MiB',
      target: `< ${round(flatLimitMib(uploaded.bytes), 1)} MiB (file ${round(mib(uploaded.bytes), 1)} MiB)`,
      verdict: uploaded.growth < flatLimitMib(uploaded.bytes) ? 'PASS' : 'MISS',
    },
  ];
}

export async function benchFiles(options: FilesOptions): Promise<Figure[]> {
  const cookie = await signInToBff(options.bffUrl, 'demo@example.com');
  const exported = await exportCatalog(options, cookie);
  const uploaded = await uploadCatalog(options, cookie, uploadFile(exported.lines));
  return filesFigures(options, exported, uploaded);
}
