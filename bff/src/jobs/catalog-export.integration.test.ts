import { describe, expect, it } from 'vitest';
import { TestBrowser, type TestBff } from '../testing/test-bff.js';
import { signedInDemo } from '../graphql/testing/signed-in-demo.js';
import { followJob, jobFields, startJob } from './job-test-client.js';

// The bulk catalog read: startCatalogExport's JSON Lines file, downloaded from the job's url.

let bff: TestBff;
let demo: TestBrowser;

signedInDemo((started) => ({ bff, demo } = started), { UPSTREAM_CALLS_PER_SECOND: '1000' });

const startExport = `mutation ($filter: CatalogFilter, $fields: [CatalogExportField!]) {
  startCatalogExport(format: JSONL, filter: $filter, fields: $fields) { ${jobFields} } }`;

async function catalogTotal(filter: Record<string, unknown>): Promise<number> {
  const answer = await demo.gql<{ catalog: { totalCount: number } }>(
    'query ($filter: CatalogFilter) { catalog(filter: $filter) { totalCount } }',
    { filter },
  );
  return answer.data?.catalog.totalCount ?? -1;
}

describe('catalog export job', () => {
  it('writes one line per matching item with the fields asked for, prices included', async () => {
    const filter = { grades: ['A'] };
    const total = await catalogTotal(filter);
    expect(total).toBeGreaterThan(50);
    const job = await startJob(demo, startExport, {
      filter,
      fields: ['NAME', 'PRICE', 'BASE_PRICE', 'MARKET_PRICES'],
    });
    const final = (await followJob(bff.url, demo.cookie, job.id)).at(-1);
    expect(final).toMatchObject({ status: 'SUCCEEDED', progress: { done: total, total } });
    const url = final?.url ?? '';
    expect(url).toMatch(/^\/jobs\/job-[\w-]+\/file\?expires=\d+&signature=[\w-]+$/);

    const response = await demo.get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await response.text()).trimEnd().split('\n');
    expect(lines).toHaveLength(total);
    const items = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(new Set(items.map((item) => item.id)).size).toBe(total);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['basePrice', 'id', 'name', 'price', 'prices']);
    }
    expect(items.some((item) => typeof item.price === 'number')).toBe(true);
    const market = items.map((item) => item.prices as { marketPrice: unknown } | null);
    expect(market.some((prices) => typeof prices?.marketPrice === 'number')).toBe(true);
  });

  it('serves the file only to its user with a valid link', async () => {
    const job = await startJob(demo, startExport, { filter: { grades: ['A'] } });
    const final = (await followJob(bff.url, demo.cookie, job.id)).at(-1);
    const url = final?.url ?? '';
    expect(final?.status).toBe('SUCCEEDED');
    // Signed out: refused.
    expect((await new TestBrowser(bff.url).get(url)).status).toBe(401);
    // A changed signature or expiry: refused.
    expect((await demo.get(url.replace(/signature=./, 'signature=x'))).status).toBe(404);
    expect((await demo.get(url.replace(/expires=\d+/, 'expires=1'))).status).toBe(404);
    // Another user: refused, and the job is not theirs to see.
    const stranger = new TestBrowser(bff.url);
    expect((await stranger.login('rivenditore@example.com')).errors).toBeUndefined();
    expect((await stranger.get(url)).status).toBe(404);
    const seen = await stranger.gql<{ job: unknown }>('query ($id: ID!) { job(id: $id) { id } }', {
      id: job.id,
    });
    expect(seen.data?.job).toBeNull();
    // The same user through another sign-in: served.
    const sameUser = new TestBrowser(bff.url);
    expect((await sameUser.login()).errors).toBeUndefined();
    expect((await sameUser.get(url)).status).toBe(200);
  });

  it('refuses an empty field list before a job exists', async () => {
    const answer = await demo.gql(startExport, { fields: [] });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
