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

export async function benchFiles(options: FilesOptions): Promise<Figure[]> {
  const cookie = await signInToBff(options.bffUrl, 'demo@example.com');

  // Export, read at full speed.
  const exportSampler = sampleRss(options.bffPid, 50);
  const exportStart = performance.now();
  const response = await fetch(`${options.bffUrl}/catalog/export`, { headers: { cookie } });
  if (response.status !== 200 || !response.body)
    throw new Error(`export answered ${response.status}`);
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    chunks.push(Buffer.from(chunk));
    bytes += chunk.byteLength;
  }
  const exportSeconds = (performance.now() - exportStart) / 1000;
  const exportSamples = exportSampler.stop();
  const csv = Buffer.concat(chunks);
  const lines = csv.toString('utf8').split('\n').filter(Boolean);
  const exportedRows = lines.length - 1;
  const exportGrowth = mib(Math.max(...exportSamples.map((s) => s.rss)) - exportSamples[0]!.rss);

  // Upload: the first 50,000 rows of that export, each with one more unit in stock so every row
  // really changes (stock is the last column but two, after any quoted name).
  const header = lines[0]!;
  const stockFromEnd = header.split(',').length - header.split(',').indexOf('stock');
  const rows = lines.slice(1, UPLOAD_ROWS + 1).map((line) => {
    const cells = line.split(',');
    const index = cells.length - stockFromEnd;
    cells[index] = String(Number(cells[index]) + 1);
    return cells.join(',');
  });
  const upload = multipartUpload(Buffer.from([header, ...rows].join('\n') + '\n'));
  const upstreamSession = await signInToUpstream(options.upstreamUrl, 'demo@example.com');
  const listener = await listenToUserChannel(
    options.upstreamUrl,
    options.pusherAppKey,
    upstreamSession,
  );
  let uploadSeconds: number;
  let result: { created?: number; updated?: number; failed?: number; errors?: unknown[] };
  let uploadGrowth: number;
  try {
    const uploadSampler = sampleRss(options.bffPid, 50);
    const uploadStart = performance.now();
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
    result = (await processed) as typeof result;
    uploadSeconds = (performance.now() - uploadStart) / 1000;
    const uploadSamples = uploadSampler.stop();
    uploadGrowth = mib(Math.max(...uploadSamples.map((s) => s.rss)) - uploadSamples[0]!.rss);
  } finally {
    listener.close();
  }
  const applied = (result.created ?? 0) + (result.updated ?? 0);

  return [
    {
      bench: 7,
      name: `catalog export through the BFF (${exportedRows.toLocaleString('en')} rows)`,
      value: round(exportedRows / exportSeconds, 0),
      unit: 'rows/s',
      target: `${options.items.toLocaleString('en')} rows`,
      verdict: exportedRows === options.items ? 'PASS' : 'MISS',
      note: `${round(mib(bytes), 1)} MiB in ${round(exportSeconds, 2)} s = ${round(mib(bytes) / exportSeconds, 1)} MiB/s`,
    },
    {
      bench: 7,
      name: 'BFF RSS growth during the export',
      value: round(exportGrowth, 1),
      unit: 'MiB',
      target: `< ${round(flatLimitMib(bytes), 1)} MiB (file ${round(mib(bytes), 1)} MiB)`,
      verdict: exportGrowth < flatLimitMib(bytes) ? 'PASS' : 'MISS',
    },
    {
      bench: 7,
      name: `CSV upload ${UPLOAD_ROWS.toLocaleString('en')} rows, sent → processed`,
      value: round(UPLOAD_ROWS / uploadSeconds, 0),
      unit: 'rows/s',
      target: `${UPLOAD_ROWS.toLocaleString('en')} applied`,
      verdict: applied === UPLOAD_ROWS && (result.failed ?? 0) === 0 ? 'PASS' : 'MISS',
      note: `${round(uploadSeconds, 2)} s for ${round(mib(upload.body.length), 1)} MiB; created ${result.created}, updated ${result.updated}, failed ${result.failed}${result.errors?.length ? ` (first: ${JSON.stringify(result.errors[0])})` : ''}`,
    },
    {
      bench: 7,
      name: 'BFF RSS growth during the upload',
      value: round(uploadGrowth, 1),
      unit: 'MiB',
      target: `< ${round(flatLimitMib(upload.body.length), 1)} MiB (file ${round(mib(upload.body.length), 1)} MiB)`,
      verdict: uploadGrowth < flatLimitMib(upload.body.length) ? 'PASS' : 'MISS',
    },
  ];
}
