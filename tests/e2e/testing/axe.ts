// axe-core in a journey's page: its serious and critical violations (the accessibility journeys).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a <script>: the BFF's CSP (script-src 'self') rightly refuses
// inline scripts, and the journeys must not loosen it (no bypassCSP).
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** axe-core on the page as it is now; returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) {
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    // The page's axe global (axe.min.js); typed by AxeViolation above.
    const axe = (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => JSON.stringify(node.target))
          .join(', ')})`,
    );
}
