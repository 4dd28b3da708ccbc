import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs } from './chromium-args';
import { ensureWebBuild } from './ensure-web-build';
import { findChromium } from './find-chromium';
import { repoRoot } from './repo-root';
import { startBff } from './start-bff';

export const outputDir = join(repoRoot, 'tests', 'e2e', 'screenshots');

/**
 * One server and one browser for every journey: finds Chromium, builds the web app when stale,
 * starts the BFF with the embedded reference upstream, and launches a Chromium server the test
 * files connect to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  ensureWebBuild();
  const bff = await startBff(join(outputDir, 'bff.log'));
  const browserServer = await chromium
    .launchServer({ executablePath, headless: true, args: chromiumArgs })
    .catch(async (error: unknown) => {
      await bff.stop();
      throw error;
    });
  project.provide('e2e', {
    baseUrl: bff.url,
    upstreamUrl: bff.upstreamUrl,
    browserWsEndpoint: browserServer.wsEndpoint(),
    outputDir,
  });
  return async () => {
    await browserServer.close();
    await bff.stop();
  };
}
