import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cellIn } from './testing/columns';
import { runJourney } from './testing/journey';
import { en, exactly } from './testing/locales';
import { expectAlert, expectTitle, stripCount, tableRows } from './testing/screen';
import { signIn } from './testing/sign-in';

describe('catalog detail', () => {
  it('opens an item from the list, switches dynamic pricing off and on again with its alerts', async () => {
    await runJourney('catalog-detail-dynamic-price', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      const row = tableRows(page)
        .filter({ hasText: en('catalog.dynamicPrice.active') })
        .first();
      const name =
        (await (await cellIn(page, row, en('catalog.columns.product'))).textContent())?.trim() ??
        '';
      const externalId =
        (await (await cellIn(page, row, en('catalog.columns.id'))).textContent())?.trim() ?? '';
      // The same item's row again after its state changed (`row` picks an active one).
      const itemRow = tableRows(page).filter({ hasText: externalId }).first();
      const offBefore = await stripCount(page, 'catalog.workQueue.counts.dynamicPricingOff');
      const openItem = async () => {
        await itemRow.getByRole('link', { name: en('catalog.detailsFor', { name }) }).click();
        await page.waitForURL(/\/dashboard\/catalog\/[^/?]+$/);
        await page.getByRole('heading', { name }).first().waitFor();
      };
      const backToList = async (dynamicPriceOff: number) => {
        await page.getByRole('link', { name: en('catalogDetail.back') }).click();
        await expectTitle(page, en('catalog.title'));
        // The work queue counts the change made on the item's page.
        await expect
          .poll(() => stripCount(page, 'catalog.workQueue.counts.dynamicPricingOff'))
          .toBe(dynamicPriceOff);
      };
      await openItem();

      const toggle = (label: string) => page.getByRole('button', { name: exactly(label) });
      await page.getByText(en('catalogDetail.dynamicPrice.activeLabel'), { exact: true }).waitFor();
      await toggle(en('catalogDetail.dynamicPrice.disable')).click();
      await expectAlert(page, en('catalogDetail.dynamicPrice.disabled'));
      await page
        .getByText(en('catalogDetail.dynamicPrice.inactiveLabel'), { exact: true })
        .waitFor();
      await backToList(offBefore + 1);

      await openItem();
      await toggle(en('catalogDetail.dynamicPrice.enable')).click();
      await expectAlert(page, en('catalogDetail.dynamicPrice.enabled'));
      await page.getByText(en('catalogDetail.dynamicPrice.activeLabel'), { exact: true }).waitFor();

      await backToList(offBefore);
      expect(
        await (await cellIn(page, itemRow, en('catalog.columns.product'))).textContent(),
      ).toContain(name);
    });
  });

  it('switches the historical chart between resell and trade-in', async () => {
    await runJourney('catalog-detail-chart-switch', {}, async ({ page }) => {
      await signIn(page, 'demo@example.com');
      await tableRows(page).first().getByRole('link').last().click();
      await page.waitForURL(/\/dashboard\/catalog\/[^/?]+$/);

      const resell = en('catalogDetail.history.resell');
      const tradeIn = en('catalogDetail.history.tradeIn');
      await page.getByRole('heading', { name: resell, exact: true }).waitFor();
      await page.getByRole('figure', { name: resell }).waitFor();
      await expectDrawnChart(page, resell);

      await page
        .getByRole('button', { name: exactly(en('catalogDetail.history.showTradeIn')) })
        .click();
      await page.getByRole('heading', { name: tradeIn, exact: true }).waitFor();
      await page.getByRole('figure', { name: tradeIn }).waitFor();
      await expectDrawnChart(page, tradeIn);
      expect(await page.getByRole('figure', { name: resell }).count()).toBe(0);

      await page
        .getByRole('button', { name: exactly(en('catalogDetail.history.showResell')) })
        .click();
      await page.getByRole('figure', { name: resell }).waitFor();
      await expectDrawnChart(page, resell);
    });
  });
});

/** A chart a seller can read: a plot area of real height with points drawn in it. */
async function expectDrawnChart(page: Page, name: string): Promise<void> {
  const figure = page.getByRole('figure', { name });
  await expect.poll(async () => (await figure.boundingBox())?.height ?? 0).toBeGreaterThan(150);
  await expect.poll(() => figure.locator('svg circle').count()).toBeGreaterThan(0);
}
