import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, expect, inject } from 'vitest';

/** A response or failed request a journey provokes on purpose (anything else fails it). */
export interface ExpectedFailure {
  /** HTTP status of the response; omit for a request that fails without one (e.g. a download). */
  status?: number;
  /** Part of the request's path, e.g. '/graphql'. */
  path: string | RegExp;
}

export interface JourneyOptions {
  viewport?: { width: number; height: number };
  /** Browser language before sign-in (after sign-in the profile's language wins). */
  locale?: string;
  expectedFailures?: ExpectedFailure[];
  /** Another server than the shared one (a journey file that starts its own, see startBff). */
  server?: { url: string; upstreamUrl: string };
}

export interface JourneyContext {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  upstreamUrl: string;
}

let connected: Promise<Browser> | null = null;

/** The Chromium launched by the global setup; one connection per test file. */
function browser(): Promise<Browser> {
  connected ??= chromium.connect(inject('e2e').browserWsEndpoint);
  return connected;
}

afterAll(async () => {
  if (connected) await (await connected).close();
  connected = null;
});

/**
 * Runs one journey in a fresh browser context (its own cookies and storage), saves a screenshot
 * as tests/e2e/screenshots/<name>.png (also when it fails), and fails it on any console error,
 * uncaught page error, failed request or HTTP error response it did not declare as expected.
 */
export async function runJourney(
  name: string,
  options: JourneyOptions,
  body: (journey: JourneyContext) => Promise<void>,
): Promise<void> {
  const shared = inject('e2e');
  const { outputDir } = shared;
  const baseUrl = options.server?.url ?? shared.baseUrl;
  const upstreamUrl = options.server?.upstreamUrl ?? shared.upstreamUrl;
  const context = await (
    await browser()
  ).newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: options.locale ?? 'en-GB',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems = watchForProblems(page, options.expectedFailures ?? []);
  try {
    await body({ page, context, baseUrl, upstreamUrl });
  } finally {
    await page.screenshot({ path: join(outputDir, `${name}.png`) }).catch(() => undefined);
    await context.close();
  }
  expect(problems, 'console errors, page errors and failed requests').toEqual([]);
}

/** An extra screenshot in the middle of a journey: tests/e2e/screenshots/<name>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(inject('e2e').outputDir, `${name}.png`) });
}

function watchForProblems(page: Page, expected: ExpectedFailure[]): string[] {
  const problems: string[] = [];
  const isExpected = (url: string, status: number | undefined) =>
    expected.some((failure) => {
      const path = new URL(url).pathname;
      const pathMatches =
        typeof failure.path === 'string' ? path.includes(failure.path) : failure.path.test(path);
      return pathMatches && failure.status === status;
    });

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium also reports every HTTP error response on the console; the response handler
    // below judges those with their URL.
    const resourceStatus = /status of (\d{3})/.exec(message.text());
    if (message.text().startsWith('Failed to load resource') && resourceStatus) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? '';
    // ERR_ABORTED is the page cancelling its own request (Apollo dropping a query whose screen
    // was left, a navigation turning into a download); the server and the network fail with
    // other codes or an HTTP status.
    if (errorText === 'net::ERR_ABORTED' || isExpected(request.url(), undefined)) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() < 400 || isExpected(response.url(), response.status())) return;
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}
