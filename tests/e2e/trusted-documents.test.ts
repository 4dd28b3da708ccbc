import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';
import { type RunningBff, startBff } from './testing/start-bff';

// The production build of the dashboard against a BFF with TRUSTED_DOCUMENTS on: every screen's
// operations go by hash (no text) and all of them are in the build's list, over HTTP and the
// socket; the same session sending a text is refused with PERSISTED_QUERY_ONLY.

let server: RunningBff;

beforeAll(async () => {
  server = await startBff(join(inject('e2e').outputDir, 'bff-trusted-documents.log'), {
    env: { TRUSTED_DOCUMENTS: 'on' },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Sent {
  operationName: string | null;
  hasText: boolean;
  hash: string | null;
}

function operationOf(payload: Record<string, unknown>): Sent {
  const persisted = (payload.extensions as { persistedQuery?: { sha256Hash?: string } } | undefined)
    ?.persistedQuery;
  return {
    operationName: typeof payload.operationName === 'string' ? payload.operationName : null,
    hasText: typeof payload.query === 'string' && payload.query !== '',
    hash: persisted?.sha256Hash ?? null,
  };
}

describe('trusted documents', () => {
  it('every screen of the production build runs by hash only, none refused', async () => {
    await runJourney(
      'trusted-documents-every-screen',
      { server, expectedFailures: [{ status: 403, path: '/graphql' }] },
      async ({ page }) => {
        const overHttp: Sent[] = [];
        const overSocket: Sent[] = [];
        const refusals: string[] = [];
        page.on('request', (request) => {
          if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
          const json = request.postDataJSON() as Record<string, unknown> | null;
          if (json) overHttp.push(operationOf(json));
        });
        page.on('response', async (response) => {
          if (!response.url().endsWith('/graphql')) return;
          const text = await response.text().catch(() => '');
          if (/PERSISTED_QUERY_(ONLY|NOT_FOUND)/.test(text)) refusals.push(text);
        });
        page.on('websocket', (socket) => {
          socket.on('framesent', ({ payload }) => {
            const message = JSON.parse(String(payload)) as {
              type?: string;
              payload?: Record<string, unknown>;
            };
            if (message.type === 'subscribe' && message.payload) {
              overSocket.push(operationOf(message.payload));
            }
          });
          socket.on('framereceived', ({ payload }) => {
            if (/PERSISTED_QUERY_(ONLY|NOT_FOUND)/.test(String(payload))) {
              refusals.push(String(payload));
            }
          });
        });

        await signIn(page, 'demo@example.com');
        const nav = sidebar(page);
        const screens = [
          en('sidebar.catalog'),
          en('sidebar.log'),
          en('categories.smartphone'),
          en('sidebar.strategies.resell'),
          en('sidebar.strategies.buyback'),
        ];
        for (const name of screens) {
          await nav.getByRole('link', { name: new RegExp(`^${name}`) }).click();
          await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
          await page.waitForLoadState('networkidle');
        }
        const vendor = nav.locator('a[href^="/dashboard/competitors/"]').first();
        await vendor.click();
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        // One item of the catalog, then the API tokens screen.
        await nav.getByRole('link', { name: new RegExp(`^${en('sidebar.catalog')}`) }).click();
        await page.getByRole('main').getByRole('row').nth(1).getByRole('link').first().click();
        await page.waitForURL(/\/dashboard\/catalog\/[^/]+$/);
        await page.waitForLoadState('networkidle');
        await page.goto('/dashboard/settings/api-tokens');
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');

        const names = new Set(overHttp.map((sent) => sent.operationName));
        for (const expected of ['SignIn', 'ViewerQuery', 'CatalogListQuery', 'LogListQuery']) {
          expect(names).toContain(expected);
        }
        expect(names.size).toBeGreaterThanOrEqual(8);
        expect(overHttp.filter((sent) => sent.hasText || sent.hash === null)).toEqual([]);
        expect(overSocket.length).toBeGreaterThan(0);
        expect(overSocket.filter((sent) => sent.hash === null)).toEqual([]);
        expect(refusals).toEqual([]);

        // The same session sending a text of its own: refused, with the documented code.
        const refused = await page.evaluate(async () => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
            body: JSON.stringify({ query: '{ viewer { displayName } }' }),
          });
          return { status: response.status, body: (await response.json()) as unknown };
        });
        expect(refused.status).toBe(403);
        expect(JSON.stringify(refused.body)).toContain('"code":"PERSISTED_QUERY_ONLY"');
      },
    );
  });
});
