// Benchmark 5b: Lighthouse 12 (desktop preset) on the sign-in and catalog pages served by the BFF.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { atLeast, round, type Figure } from '../lib/figures';
import { signInToBff } from '../lib/sessions';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export async function benchLighthouse(options: { bffUrl: string }): Promise<Figure[]> {
  const cookie = await signInToBff(options.bffUrl, 'demo@example.com');
  const pages: { name: string; url: string; headers: Record<string, string> }[] = [
    { name: 'sign-in', url: `${options.bffUrl}/`, headers: {} },
    // The catalog needs a session: the cookie goes on every request Lighthouse makes.
    { name: 'catalog', url: `${options.bffUrl}/dashboard/catalog`, headers: { Cookie: cookie } },
  ];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  try {
    for (const page of pages) {
      const result = await lighthouse(
        page.url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.headers,
        },
        desktopConfig,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        bench: 5,
        name: `Lighthouse performance, ${page.name}`,
        value: score,
        unit: '',
        target: '≥ 95',
        verdict: atLeast(score, 95),
        note: `LCP ${round(audit('largest-contentful-paint'), 0)} ms, TBT ${round(audit('total-blocking-time'), 0)} ms, CLS ${round(audit('cumulative-layout-shift'), 3)}; final URL ${lhr.finalDisplayedUrl}`,
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
