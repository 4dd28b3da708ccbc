// Catalog files as sellers' spreadsheets, shops and Merchant Center write them, uploaded through
// the BFF's uploadCatalog mutation to its embedded reference upstream: each report arrives on the
// notifications subscription and the stored values are read back through the catalog query.
// The catalog export uploaded back unchanged changes nothing, in both spreadsheet styles.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { repoRoot } from '../e2e/testing/repo-root';
import { startBff, type RunningBff } from '../e2e/testing/start-bff';

const fixtures = join(repoRoot, 'tests', 'fixtures', 'uploads');
const fixture = (name: string) => readFileSync(join(fixtures, name));

interface RowError {
  line: number | null;
  column: string | null;
  value: string | null;
  message: string;
  itemPosition: number | null;
  itemId: string | null;
}

interface UploadReport {
  filename: string | null;
  created: number;
  updated: number;
  unchanged: number | null;
  failed: number;
  blankRowsSkipped: number | null;
  rowErrors: RowError[];
  rowErrorsTotal: number;
}

interface StoredItem {
  id: string;
  externalId: string;
  name: string;
  price: number | null;
  basePrice: number | null;
  grade: string | null;
  color: string | null;
  stock: number | null;
  url: string | null;
  ean: string | null;
}

const reportFields =
  'filename created updated unchanged failed blankRowsSkipped rowErrorsTotal rowErrors { line column value message itemPosition itemId }';

// A BFF of its own (npm start's way, embedded reference upstream) with a small demo catalog, so
// these uploads touch no other journey's data.
let bff: RunningBff;
let cookie = '';
let events: Client;
const reports: UploadReport[] = [];

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'accept-language': 'en-GB' },
    body: JSON.stringify({ query, variables }),
  });
  const setCookie = response.headers.getSetCookie();
  if (setCookie.length > 0) cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** uploadCatalog as the web app sends it: a GraphQL multipart request with the CSRF header. */
async function sendFile(filename: string, content: Buffer): Promise<void> {
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: File!) { uploadCatalog(file: $file) }',
      variables: { file: null },
    }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new Blob([content]), filename);
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    body: form,
    headers: { 'x-graphql-csrf': '1', cookie, 'accept-language': 'en-GB' },
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  expect(body, filename).toMatchObject({ data: { uploadCatalog: true } });
}

async function nextReport(filename: string, timeoutMs = 20_000): Promise<UploadReport> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const index = reports.findIndex((report) => report.filename === filename);
    if (index >= 0) return reports.splice(index, 1)[0] as UploadReport;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no upload report for ${filename}`);
}

/** Uploads a file and waits for the report the notifications subscription brings. */
async function upload(filename: string, content: Buffer): Promise<UploadReport> {
  await sendFile(filename, content);
  return nextReport(filename);
}

async function stored(externalId: string): Promise<StoredItem | undefined> {
  const data = await graphql<{ catalog: { items: StoredItem[] } }>(
    `
      query ($search: String) {
        catalog(filter: { search: $search }) {
          items {
            id
            externalId
            name
            price
            basePrice
            grade
            color
            stock
            url
            ean
          }
        }
      }
    `,
    { search: externalId },
  );
  return data.catalog.items.find((item) => item.externalId === externalId);
}

async function categoryOf(externalId: string): Promise<string | null> {
  const data = await graphql<{
    catalog: { filters: { categories: Array<{ value: string; label: string }> } };
  }>('{ catalog { filters { categories { value label } } } }');
  for (const category of data.catalog.filters.categories) {
    const found = await graphql<{ catalog: { totalCount: number } }>(
      'query ($filter: CatalogFilter) { catalog(filter: $filter) { totalCount } }',
      { filter: { search: externalId, categories: [category.value] } },
    );
    if (found.catalog.totalCount > 0) return category.label;
  }
  return null;
}

/** The whole catalog, as comparable rows, to prove a round trip changed nothing. */
async function everything(): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  for (let page = 1; ; page += 1) {
    const data = await graphql<{ catalog: { items: StoredItem[]; hasMore: boolean } }>(
      // List fields only: a detail field (url, ean) costs one upstream call per item.
      'query ($page: Int) { catalog(page: $page) { hasMore items { id externalId name price basePrice grade stock } } }',
      { page },
    );
    items.push(...data.catalog.items);
    if (!data.catalog.hasMore) return items.sort((a, b) => a.id.localeCompare(b.id));
  }
}

beforeAll(async () => {
  bff = await startBff(join(repoRoot, 'tests', 'e2e', 'screenshots', 'uploads-bff.log'), {
    items: 200,
  });
  await graphql(
    'mutation { login(email: "demo@example.com", password: "demo1234") { displayName } }',
  );
  events = createClient({
    url: `${bff.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie, origin: bff.url } });
      }
    },
  });
  events.subscribe<{ notifications: { kind: string; uploadReport: UploadReport | null } }>(
    { query: `subscription { notifications { kind uploadReport { ${reportFields} } } }` },
    {
      next: ({ data }) => {
        const report = data?.notifications.uploadReport;
        if (data?.notifications.kind === 'CATALOG_UPLOAD_COMPLETED' && report) reports.push(report);
      },
      error: (error) => console.error('notifications ended', error),
      complete: () => undefined,
    },
  );
  // Events sent before the BFF's own subscription upstream is up are not replayed: a header-only
  // file is uploaded until its report comes through, then every report will.
  for (let attempt = 0; ; attempt += 1) {
    await sendFile(`probe-${attempt}.csv`, Buffer.from('external_id,name\r\n'));
    try {
      await nextReport(`probe-${attempt}.csv`, 2_000);
      break;
    } catch (error) {
      if (attempt === 15) throw error;
    }
  }
}, 120_000);

afterAll(async () => {
  await events?.dispose();
  await bff?.stop();
});

describe('catalog uploads through the BFF', () => {
  it('reads an Italian Excel CSV in Windows-1252: "Più che buono", decimal commas, thousands', async () => {
    const report = await upload('catalogo.csv', fixture('it-excel-windows1252.csv'));
    expect(report).toMatchObject({
      created: 4,
      updated: 0,
      failed: 0,
      blankRowsSkipped: 1,
      rowErrors: [],
    });
    expect(await stored('FX-IT-1')).toMatchObject({
      name: 'Apple iPhone 12 – Più che buono',
      price: 499.9,
      basePrice: 519,
      grade: 'B',
      ean: '4006381333931',
    });
    expect(await stored('FX-IT-2')).toMatchObject({
      name: 'Apple MacBook Pro 13" M1; 2020',
      price: 1099,
    });
    expect(await stored('FX-IT-4')).toMatchObject({ price: 1049, basePrice: 1099, grade: 'N' });
    expect(await categoryOf('FX-IT-4')).toBe('Smartwatch');
  });

  it('reads a UTF-8 Excel CSV with BOM and reports each refused row with its line and column', async () => {
    const report = await upload('catalogo-utf8.csv', fixture('it-excel-utf8-bom.csv'));
    expect(report).toMatchObject({ created: 2, failed: 3, rowErrorsTotal: 3 });
    expect(report.rowErrors.map(({ line, column, value }) => [line, column, value])).toEqual([
      [3, 'grade', 'Z'],
      [4, 'category', 'Tostapane'],
      [5, 'category', null],
    ]);
    expect(report.rowErrors[0]?.message).toBe('grade "Z": use one of N, A, B, C, R.');
    expect(report.rowErrors[2]?.message).toBe(
      'category is empty: a new item needs a category, one of smartphone, pc, smartwatch, tablet.',
    );
    expect(await stored('FX-IT-5')).toMatchObject({
      name: 'Samsung Galaxy S21 – Più che buono',
      price: 329,
    });
    expect(await stored('FX-IT-9')).toMatchObject({ price: 1099 });
    expect(await stored('FX-IT-8')).toBeUndefined();
  });

  it('reads a UK Excel CSV: quoted "1,149.00" is 1149, a price in pounds is refused', async () => {
    const report = await upload('catalog-uk.csv', fixture('uk-excel-utf8-bom.csv'));
    expect(report).toMatchObject({ created: 2, failed: 1 });
    expect(report.rowErrors[0]).toMatchObject({ line: 3, column: 'price', value: '£249.00' });
    expect(await stored('FX-UK-1')).toMatchObject({
      name: 'Apple iPhone 13 Pro, 256GB',
      price: 1149,
    });
  });

  it('refuses "1.099" when nothing in the file tells, and reads "1,149" when something does', async () => {
    const unclear = await upload('thousands.csv', fixture('thousands-unclear.csv'));
    expect(unclear).toMatchObject({ created: 1, failed: 2 });
    expect(unclear.rowErrors[0]?.message).toBe(
      'price "1.099": unclear whether "." separates thousands or decimals, and no other amount in the file shows which; if you mean 1099, write 1099 or 1.099,00.',
    );
    expect(await stored('FX-TH-1')).toBeUndefined();
    const settled = await upload('thousands-uk.csv', fixture('thousands-settled-uk.csv'));
    expect(settled).toMatchObject({ created: 2, failed: 0 });
    expect(await stored('FX-TH-4')).toMatchObject({ price: 1149 });
  });

  it('reads UTF-16 LE with BOM', async () => {
    expect(await upload('unicode.csv', fixture('utf16le-bom.csv'))).toMatchObject({
      created: 2,
      failed: 0,
    });
    expect(await stored('FX-U16-1')).toMatchObject({
      name: 'Apple iPhone 12 mini – Più che buono',
      price: 279.9,
    });
  });

  it('reads an RSS feed declared ISO-8859-1 and an Atom feed; names refused items by position and id', async () => {
    const rss = await upload('feed-rss.xml', fixture('feed-iso-8859-1.xml'));
    expect(rss).toMatchObject({ created: 2, failed: 1 });
    expect(rss.rowErrors).toEqual([
      {
        line: 30,
        column: 'g:custom_label_0',
        value: 'Z',
        message: 'g:custom_label_0 "Z": use one of N, A, B, C, R.',
        itemPosition: 3,
        itemId: 'FX-RSS-3',
      },
    ]);
    expect(await stored('FX-RSS-1')).toMatchObject({
      name: 'Apple iPhone 13 128GB - Più che buono',
      price: 599,
      basePrice: 649,
      grade: 'B',
      url: 'https://negozio.example.it/p/fx-rss-1',
    });
    expect(await categoryOf('FX-RSS-2')).toBe('Smartwatch');

    const atom = await upload('feed-atom.xml', fixture('feed-atom.xml'));
    expect(atom).toMatchObject({ created: 2, failed: 1 });
    expect(atom.rowErrors[0]).toMatchObject({
      itemPosition: 3,
      itemId: 'FX-ATOM-3',
      column: 'g:product_type',
    });
    expect(await stored('FX-ATOM-1')).toMatchObject({
      url: 'https://shop.example.com/p/fx-atom-1?ref=feed&utm=atom',
    });
    expect(await categoryOf('FX-ATOM-1')).toBe('Tablet');
    expect(await categoryOf('FX-ATOM-2')).toBe('PC');
  });

  it('refuses a feed priced in pounds or lei, and a new item without a known category', async () => {
    const foreign = await upload('feed-gbp.xml', fixture('feed-gbp.xml'));
    expect(foreign).toMatchObject({ created: 0, failed: 2 });
    expect(foreign.rowErrors.map(({ itemId, value }) => [itemId, value])).toEqual([
      ['FX-GBP-1', '349.00 GBP'],
      ['FX-RON-1', '1,299.00 RON'],
    ]);
    const categories = await upload('categories.csv', fixture('unknown-category.csv'));
    expect(categories).toMatchObject({ created: 0, updated: 1, failed: 2 });
    expect(await stored('FX-CAT-1')).toBeUndefined();
    expect(await stored('FX-IT-1')).toMatchObject({ price: 489 });
  });

  it('passes over blank rows, counts unchanged rows, and takes back the formula guard', async () => {
    expect(await upload('blank.csv', fixture('blank-rows.csv'))).toMatchObject({
      created: 2,
      failed: 0,
      blankRowsSkipped: 4,
    });
    expect(await upload('blank-again.csv', fixture('blank-rows.csv'))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 2,
      failed: 0,
    });
    expect(await upload('guarded.csv', fixture('formula-guarded-export.csv'))).toMatchObject({
      created: 3,
      failed: 0,
    });
    expect(await stored('FX-FG-1')).toMatchObject({ name: '-20% Apple iPhone SE', color: '=Red' });
    expect(await stored('FX-FG-3')).toMatchObject({ name: "'=HYPERLINK(1)" });
    expect(await upload('catalog-items.xml', fixture('catalog-items.xml'))).toMatchObject({
      created: 1,
      failed: 1,
    });
  });

  it('uploads the catalog export back, in both spreadsheet styles, with no change', async () => {
    const before = await everything();
    const english = await fetch(`${bff.url}/catalog/export`, {
      headers: { cookie, 'accept-language': 'en-GB' },
    });
    expect(english.status).toBe(200);
    const englishCsv = Buffer.from(await english.arrayBuffer());
    expect(englishCsv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(englishCsv.toString('utf8')).toContain(",'-20% Apple iPhone SE,");
    expect(await upload('catalog-en.csv', englishCsv)).toMatchObject({
      created: 0,
      updated: 0,
      failed: 0,
      unchanged: before.length,
    });

    // The Italian form, as the upstream writes it for an Italian reader.
    const upstream = await upstreamSession();
    const italian = await fetch(`${bff.upstreamUrl}/api/catalog/export`, {
      headers: { ...upstream, 'accept-language': 'it-IT,it;q=0.9' },
    });
    const italianCsv = Buffer.from(await italian.arrayBuffer());
    expect(italianCsv.toString('utf8').split('\r\n')[0]).toBe(
      '\uFEFFexternal_id;ean;name;brand;model;category;storage;ram;grade;color;battery_type;price;base_price;cost;stock;min_price;max_price',
    );
    expect(italianCsv.toString('utf8')).toContain(";'-20% Apple iPhone SE;");
    expect(italianCsv.toString('utf8')).toMatch(/;\d+,\d+;/);
    expect(await upload('catalogo-it.csv', italianCsv)).toMatchObject({
      created: 0,
      updated: 0,
      failed: 0,
      unchanged: before.length,
    });
    expect(await everything()).toEqual(before);
  });
});

/** A session straight on the embedded upstream (csrf-cookie, login), as its own headers. */
async function upstreamSession(): Promise<Record<string, string>> {
  const origin = bff.upstreamUrl;
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${origin}/sanctum/csrf-cookie`, { headers: { origin } }));
  const login = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: {
      origin,
      cookie: cookies(),
      'content-type': 'application/json',
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  keep(login);
  return { origin, cookie: cookies() };
}
