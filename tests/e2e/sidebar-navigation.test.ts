import { describe, expect, it } from 'vitest';
import { runJourney } from './testing/journey';
import { en } from './testing/locales';
import { sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';

// demo@example.com (the README's demo accounts): catalog and log, four categories, resell and
// buyback strategies, four competitor vendors, and the support link.
const expectedLinks = [
  { name: en('sidebar.catalog'), path: '/dashboard/catalog' },
  { name: en('sidebar.log'), path: '/dashboard/log' },
  { name: en('categories.smartphone'), path: /^\/dashboard\/prices\/[^/]+$/ },
  { name: en('categories.pc'), path: /^\/dashboard\/prices\/[^/]+$/ },
  { name: en('categories.smartwatch'), path: /^\/dashboard\/prices\/[^/]+$/ },
  { name: en('categories.tablet'), path: /^\/dashboard\/prices\/[^/]+$/ },
  { name: en('sidebar.strategies.resell'), path: '/dashboard/strategies/resell' },
  { name: en('sidebar.strategies.buyback'), path: '/dashboard/strategies/buyback' },
];
const vendorCount = 4;

describe('sidebar', () => {
  it('takes demo@example.com to every screen it links', async () => {
    await runJourney('sidebar-every-link', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      const nav = sidebar(page);
      const links = nav.getByRole('link');
      const names = (await links.allInnerTexts()).map((text) => text.replace(/\s*\d+$/, '').trim());
      for (const { name } of expectedLinks) expect(names).toContain(name);
      expect(names).toContain(en('sidebar.support'));
      const vendorHrefs = (await nav
        .locator('a[href^="/dashboard/competitors/"]')
        .evaluateAll((anchors) =>
          anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
        )) as string[];
      expect(vendorHrefs).toHaveLength(vendorCount);

      const support = nav.getByRole('link', { name: en('sidebar.support'), exact: true });
      expect(await support.getAttribute('href')).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);

      const visits: Array<{ link: ReturnType<typeof nav.getByRole>; path: string | RegExp }> = [
        ...expectedLinks.map(({ name, path }) => ({
          link: nav.getByRole('link', { name: new RegExp(`^${name}`) }),
          path,
        })),
        ...vendorHrefs.map((href) => ({ link: nav.locator(`a[href="${href}"]`), path: href })),
      ];
      for (const { link, path } of visits) {
        await link.click();
        await expect
          .poll(() => new URL(page.url()).pathname)
          .toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);
        await expect.poll(() => link.getAttribute('aria-current')).toBe('page');
        const title = page.getByRole('main').getByRole('heading', { level: 1 }).first();
        await title.waitFor();
        expect(await title.textContent()).not.toBe(en('notFound.title'));
      }
    });
  });
});
