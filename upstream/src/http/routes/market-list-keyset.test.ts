// Keyset paging of GET /api/competitors/{vendorId} and GET /api/prices/{categoryId}: a walk by
// `after` + `snapshot` lists every row once across a repricing cycle (the market moves and a
// vendor's listings of one product reorder by price); a walk by page number over the same cycle
// is what drifts.
import type { CompetitorPage, PriceListPage, ProfileAnswer } from '@refurb/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../config';
import { runRepricingCycle } from '../../repricing';
import { runUpstream, type RunningUpstream } from '../../server';
import { UpstreamSession } from '../../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let listPath: { prices: string; competitors: string };

beforeAll(async () => {
  upstream = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 60,
    logLevel: 'silent',
    repriceIntervalMs: 0,
  });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  const profile = (await demo.get<ProfileAnswer>('/api/user')).body;
  const vendorId = profile.vendors[0]?.id;
  const categoryId = profile.categories[0]?.id;
  listPath = { prices: `/api/prices/${categoryId}`, competitors: `/api/competitors/${vendorId}` };
});
afterAll(() => upstream.stop());

const cycle = () => runRepricingCycle(upstream.services.db, upstream.services.now);

type ListAnswer = CompetitorPage | PriceListPage;
const idOf = (row: ListAnswer['items'][number]) =>
  'id' in row ? String(row.id) : `${row.name}|${row.storage}|${row.grade}|${row.battery_type}`;

/** Every row of a list, by key (`keyset`) or by page number, a repricing cycle after page 2. */
async function walk(path: string, keyset: boolean): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let query = '';
  for (let page = 1; page < 500; page += 1) {
    const answer = await demo.get<ListAnswer>(`${path}?${keyset ? query : `page=${page}`}`);
    expect(answer.status).toBe(200);
    ids.push(...answer.body.items.map(idOf));
    if (page === 2) await cycle();
    const keys = answer.body.after_keys ?? [];
    expect(keys).toHaveLength(answer.body.items.length);
    if (answer.body.has_more !== true) return { ids, total: answer.body.items_count ?? -1 };
    const last = keys.at(-1) ?? '';
    query = `after=${encodeURIComponent(last)}&snapshot=${answer.body.snapshot ?? ''}`;
  }
  throw new Error('the walk did not end');
}

describe('keyset paging of the market lists', () => {
  it('a competitor walk by key lists every listing once across a repricing cycle', async () => {
    const byKey = await walk(listPath.competitors, true);
    expect(byKey.total).toBeGreaterThan(100);
    expect(byKey.ids).toHaveLength(byKey.total);
    expect(new Set(byKey.ids).size).toBe(byKey.total);
  });

  it('numbered pages of the same listings drift over a cycle (what the keys avoid)', async () => {
    let drifted = false;
    for (let attempt = 0; attempt < 5 && !drifted; attempt += 1) {
      const byPage = await walk(listPath.competitors, false);
      drifted = new Set(byPage.ids).size !== byPage.total;
    }
    expect(drifted).toBe(true);
  });

  it('a price list walk by key lists every row once across a cycle', async () => {
    const byKey = await walk(listPath.prices, true);
    expect(byKey.total).toBeGreaterThan(50);
    expect(new Set(byKey.ids).size).toBe(byKey.total);
    expect(byKey.ids).toHaveLength(byKey.total);
  });

  it('an after no row has is a 422 naming it', async () => {
    for (const path of [listPath.prices, listPath.competitors]) {
      const answer = await demo.get<{ errors: Record<string, string[]> }>(
        `${path}?after=no-such-row&snapshot=1`,
      );
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['after']);
      const badSnapshot = await demo.get(`${path}?after=1&snapshot=abc`);
      expect(badSnapshot.status).toBe(422);
    }
  });
});
