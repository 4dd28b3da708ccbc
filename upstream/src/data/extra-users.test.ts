// UPSTREAM_EXTRA_USERS: load-test accounts that can sign in, each with its own small store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_CONFIG } from '../config';
import { runUpstream, type RunningUpstream } from '../server';
import { UpstreamSession } from '../testing/upstream-session';
import { DEMO_ACCOUNTS, EXTRA_USER_ITEMS, extraDemoAccounts } from './demo-accounts';
import { generateDatabase } from './generate-database';

interface CatalogPage {
  items_count: number;
  items: Array<{ id: number }>;
}

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await runUpstream({
    ...DEFAULT_CONFIG,
    port: 0,
    items: 60,
    extraUsers: 3,
    repriceIntervalMs: 0,
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await upstream.stop();
});

describe('UPSTREAM_EXTRA_USERS', () => {
  it('is read from the environment, 0 by default, and refuses nonsense', () => {
    expect(configFromEnv({}).extraUsers).toBe(0);
    expect(configFromEnv({ UPSTREAM_EXTRA_USERS: '100' }).extraUsers).toBe(100);
    expect(() => configFromEnv({ UPSTREAM_EXTRA_USERS: '-1' })).toThrow(/UPSTREAM_EXTRA_USERS/);
  });

  it('adds user1…userN after the demo accounts, deterministically', () => {
    const now = Date.UTC(2026, 0, 1);
    const first = generateDatabase({ seed: 11, items: 10, now, extraUsers: 2 });
    const second = generateDatabase({ seed: 11, items: 10, now, extraUsers: 2 });
    expect(first.users.map((user) => user.email)).toEqual([
      ...DEMO_ACCOUNTS.map((account) => account.email),
      'user1@example.com',
      'user2@example.com',
    ]);
    const names = (database: typeof first) =>
      [...database.stores.values()].map((store) => store.items.map((item) => item.name));
    expect(names(second)).toEqual(names(first));
    expect(generateDatabase({ seed: 11, items: 10, now }).users).toHaveLength(DEMO_ACCOUNTS.length);
    expect(extraDemoAccounts(2)[1]?.configuration.exportItemsEnabled).toBe(true);
  });

  it('lets each extra user sign in with demo1234 and see only its own items', async () => {
    const pages = new Map<string, CatalogPage>();
    for (const email of ['user1@example.com', 'user3@example.com']) {
      const session = await new UpstreamSession(upstream.url).login(email);
      const page = await session.get<CatalogPage>('/api/catalog?page=1');
      expect(page.status, email).toBe(200);
      expect(page.body.items_count, email).toBe(EXTRA_USER_ITEMS);
      pages.set(email, page.body);
    }
    const firstIds = new Set(pages.get('user1@example.com')!.items.map((item) => item.id));
    const thirdIds = pages.get('user3@example.com')!.items.map((item) => item.id);
    expect(thirdIds.some((id) => firstIds.has(id))).toBe(false);

    const third = await new UpstreamSession(upstream.url).login('user3@example.com');
    const foreignId = [...firstIds][0];
    expect((await third.get(`/api/catalog/${foreignId}`)).status).toBe(404);
  });

  it('refuses a user beyond N', async () => {
    const session = new UpstreamSession(upstream.url);
    await expect(session.login('user4@example.com')).rejects.toThrow();
  });
});
