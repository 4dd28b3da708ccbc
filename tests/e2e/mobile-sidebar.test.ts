import { describe, expect, it } from 'vitest';
import { runJourney, saveScreenshot } from './testing/journey';
import { en } from './testing/locales';
import { expectTitle, sidebar } from './testing/screen';
import { signIn } from './testing/sign-in';

const phone = { width: 390, height: 844 };

describe('mobile sidebar', () => {
  it('opens from the menu button at 390×844, navigates and closes again', async () => {
    await runJourney('mobile-sidebar', { viewport: phone }, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await expectTitle(page, en('catalog.title'));
      const nav = sidebar(page);
      const onScreen = async () => {
        const box = await nav.boundingBox();
        return box !== null && box.x + box.width > 0 && box.x >= 0;
      };
      await expect.poll(onScreen).toBe(false);

      const openMenu = page.getByRole('button', { name: en('header.openMenu') });
      expect(await openMenu.getAttribute('aria-expanded')).toBe('false');
      await openMenu.click();
      await expect.poll(onScreen).toBe(true);
      const closeMenu = page.getByRole('button', { name: en('header.closeMenu') });
      expect(await closeMenu.getAttribute('aria-expanded')).toBe('true');
      await saveScreenshot(page, 'mobile-sidebar-open');

      await nav.getByRole('link', { name: en('sidebar.log'), exact: true }).click();
      await expectTitle(page, en('log.title'));
      await expect.poll(onScreen).toBe(false);

      await page.getByRole('button', { name: en('header.openMenu') }).click();
      await expect.poll(onScreen).toBe(true);
      await page.getByRole('button', { name: en('header.closeMenu') }).click();
      await expect.poll(onScreen).toBe(false);
    });
  });
});
