// `npx tsx tests/e2e/capture-readme-screenshot.ts`: the README's screenshot (docs/catalog.png),
// the real catalog screen of demo@example.com at 1440×900, taken with the journeys' set-up
// (e2e/testing/).
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs } from './testing/chromium-args';
import { ensureWebBuild } from './testing/ensure-web-build';
import { findChromium } from './testing/find-chromium';
import { repoRoot } from './testing/repo-root';
import { startBff } from './testing/start-bff';
import { DEMO_PASSWORD } from '@refurb/upstream';
import { en } from './testing/locales';

const executablePath = findChromium();
ensureWebBuild();
const bff = await startBff(join(repoRoot, 'tests', 'e2e', 'screenshots', 'bff-readme.log'));
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  const page = await browser.newPage({
    baseURL: bff.url,
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
  });
  await page.goto('/');
  await page.getByLabel(en('signIn.email')).fill('demo@example.com');
  await page.getByLabel(en('signIn.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en('signIn.submit'), exact: true }).click();
  await page.waitForURL('**/dashboard/catalog');
  await page.getByRole('table').locator('tbody tr').nth(10).waitFor();
  const path = join(repoRoot, 'docs', 'catalog.png');
  await page.screenshot({ path });
  console.log(`saved ${path}`);
} finally {
  await browser.close();
  await bff.stop();
}
