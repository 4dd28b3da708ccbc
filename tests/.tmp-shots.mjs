import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const only = process.argv[2];
for (const [vw, vh, tag] of [[1440, 900, 'desk'], [390, 844, 'mob']]) {
  for (const locale of ['en-GB', 'it-IT']) {
    if (only && !`${tag}-${locale}`.includes(only)) continue;
    const ctx = await browser.newContext({ viewport: { width: vw, height: vh } });
    const page = await ctx.newPage();
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    await page.goto(base + '/');
    await page.screenshot({ path: `/tmp/shots/${tag}-${locale}-signin.png` });
    await page.fill('input[type=email]', 'demo@example.com');
    await page.fill('input[type=password]', 'demo1234');
    await page.click('button[type=submit]');
    await page.waitForURL(/dashboard/); await page.waitForSelector('tbody tr');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `/tmp/shots/${tag}-${locale}-catalog.png` });
    const detail = await page.locator('tbody tr a').last().getAttribute('href');
    const paths = [['catalog-detail', detail], ['log', '/dashboard/log'], ['prices', '/dashboard/prices'], ['resell', '/dashboard/strategies/resell'], ['buyback', '/dashboard/strategies/buyback'], ['competitors', '/dashboard/competitors'], ['notfound', '/dashboard/nope']];
    for (const [name, path] of paths) {
      await page.goto(base + path); await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/shots/${tag}-${locale}-${name}.png`, fullPage: name === 'catalog-detail' });
      if (name === 'log') { const l = await page.locator('tbody tr a').first().getAttribute('href'); await page.goto(base + l); await page.waitForTimeout(1000); await page.screenshot({ path: `/tmp/shots/${tag}-${locale}-log-detail.png` }); }
      if (name === 'competitors') { const l = await page.locator('tbody tr a').last().getAttribute('href'); await page.goto(base + l); await page.waitForTimeout(1200); await page.screenshot({ path: `/tmp/shots/${tag}-${locale}-competitor-item.png`, fullPage: true }); }
    }
    await ctx.close();
  }
}
await browser.close();
