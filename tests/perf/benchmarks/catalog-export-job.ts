// Benchmark 12: the bulk catalog read as a job. A signed-in session starts startCatalogExport
// (JSON Lines, every field, market prices included) over the demo store's 2,000 items, follows
// the job until it ends, and downloads the file from the job's url. Target: the job SUCCEEDED
// with every item in ≤ 30 s from the start mutation to the last byte of the file.
import { atMost, round, type Figure } from '../lib/figures';
import { graphqlRequest, signInToBff } from '../lib/sessions';

export interface CatalogExportJobOptions {
  bffUrl: string;
  /** Items the store holds (the file must have a line for each). */
  items: number;
}

interface JobAnswer {
  id: string;
  status: string;
  progress: { done: number; total: number | null };
  error: { code: string; message: string } | null;
  url: string | null;
}

const FIELDS = 'id status progress { done total } error { code message } url';

export async function benchCatalogExportJob(options: CatalogExportJobOptions): Promise<Figure[]> {
  const { bffUrl } = options;
  const cookie = await signInToBff(bffUrl, 'demo@example.com');
  const started = performance.now();
  const start = await graphqlRequest<{ startCatalogExport: JobAnswer }>(
    bffUrl,
    cookie,
    `mutation { startCatalogExport(format: JSONL) { ${FIELDS} } }`,
  );
  const first = start.data?.startCatalogExport;
  if (!first) throw new Error(`startCatalogExport failed: ${JSON.stringify(start.errors)}`);
  let job: JobAnswer = first;
  const answeredMs = performance.now() - started;
  let polls = 0;
  while (job.status === 'QUEUED' || job.status === 'RUNNING') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    polls += 1;
    const read: { data?: { job: JobAnswer | null } | null; errors?: unknown } =
      await graphqlRequest<{ job: JobAnswer | null }>(
        bffUrl,
        cookie,
        `query ($id: ID!) { job(id: $id) { ${FIELDS} } }`,
        { id: job.id },
      );
    if (!read.data?.job) throw new Error(`job(id) failed: ${JSON.stringify(read.errors)}`);
    job = read.data.job;
  }
  if (job.status !== 'SUCCEEDED' || !job.url) {
    throw new Error(`the job ended ${job.status}: ${JSON.stringify(job.error)}`);
  }
  const runMs = performance.now() - started;
  const file = await fetch(`${bffUrl}${job.url}`, { headers: { cookie } });
  if (file.status !== 200) throw new Error(`the download answered ${file.status}`);
  const lines = (await file.text()).trimEnd().split('\n');
  const seconds = (performance.now() - started) / 1000;
  const items = lines.map((line) => JSON.parse(line) as { id: string; prices: unknown });
  const distinct = new Set(items.map((item) => item.id)).size;
  const withPrices = items.filter((item) => item.prices !== null).length;
  if (distinct !== options.items) throw new Error(`the file has ${distinct} distinct items`);
  return [
    {
      bench: 12,
      name: 'catalog export job: 2,000 items with prices, start to downloaded file',
      value: round(seconds),
      unit: 's',
      target: '≤ 30',
      verdict: atMost(seconds, 30),
      note: `${lines.length} lines (${withPrices} with market prices); start answered in ${Math.round(answeredMs)} ms, job done after ${round(runMs / 1000)} s (${polls} polls of job(id))`,
    },
  ];
}
