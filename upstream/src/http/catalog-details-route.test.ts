import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BuyboxRowAnswer,
  CatalogBuyboxesAnswer,
  CatalogDetailsAnswer,
  CatalogItemAnswer,
  CatalogPage,
} from '@refurb/contract';
import { DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';

let upstream: RunningUpstream;
let demo: UpstreamSession;
let buyback: UpstreamSession;

beforeAll(async () => {
  upstream = await runUpstream({ ...DEFAULT_CONFIG, port: 0, items: 300, logLevel: 'silent' });
  demo = await new UpstreamSession(upstream.url).login('demo@example.com');
  buyback = await new UpstreamSession(upstream.url).login('buyback@example.com');
});
afterAll(() => upstream.stop());

const idsQuery = (ids: readonly (string | number)[]) =>
  ids.map((id) => `ids[]=${encodeURIComponent(String(id))}`).join('&');

describe('GET /api/catalog/details', () => {
  it("answers a whole page's details in one call, each as GET /api/catalog/{id} does", async () => {
    const page = await demo.get<CatalogPage>('/api/catalog?page=1');
    const ids = page.body.items.map((row) => row.id);
    expect(ids).toHaveLength(50);
    const { status, body } = await demo.get<CatalogDetailsAnswer>(
      `/api/catalog/details?${idsQuery(ids)}`,
    );
    expect(status).toBe(200);
    expect(body.items.map((item) => item.detail.id)).toEqual(ids);
    const one = await demo.get<CatalogItemAnswer>(`/api/catalog/${ids[7]}`);
    expect(body.items[7]).toEqual(one.body);
  });

  it('leaves unknown ids out and answers each item once', async () => {
    const page = await demo.get<CatalogPage>('/api/catalog?page=1');
    const [first, second] = page.body.items.map((row) => row.id);
    const { body } = await demo.get<CatalogDetailsAnswer>(
      `/api/catalog/details?${idsQuery([second!, 99_999_999, first!, second!])}`,
    );
    expect(body.items.map((item) => item.detail.id)).toEqual([second, first]);
  });

  it.each([
    ['no ids', ''],
    ['an id that is not a number', idsQuery(['abc'])],
    ['more than 50 ids', idsQuery(Array.from({ length: 51 }, (_, index) => index + 1))],
  ])('refuses %s with 422', async (_name, query) => {
    const { status, body } = await demo.get<{ errors: Record<string, string[]> }>(
      `/api/catalog/details?${query}`,
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors)[0]).toMatch(/^ids/);
  });

  it('is 403 for an account without the catalog, like the list', async () => {
    expect((await buyback.get(`/api/catalog/details?${idsQuery([1])}`)).status).toBe(403);
  });
});

describe('GET /api/catalog/buyboxes', () => {
  it("answers a page's buyboxes in one call, each as GET /api/catalog/{id}/buybox does", async () => {
    const page = await demo.get<CatalogPage>('/api/catalog?page=1');
    const ids = page.body.items.map((row) => row.id).slice(0, 49);
    const { status, body } = await demo.get<CatalogBuyboxesAnswer>(
      `/api/catalog/buyboxes?${idsQuery([...ids, 99_999_999])}`,
    );
    expect(status).toBe(200);
    expect(body.items.map((item) => item.catalog_item_id)).toEqual(ids);
    const one = await demo.get<BuyboxRowAnswer[]>(`/api/catalog/${ids[3]}/buybox`);
    expect(body.items[3]?.buybox).toEqual(one.body);
  });

  it('refuses more than 50 ids with 422', async () => {
    const ids = Array.from({ length: 51 }, (_, index) => index + 1);
    expect((await demo.get(`/api/catalog/buyboxes?${idsQuery(ids)}`)).status).toBe(422);
  });
});
