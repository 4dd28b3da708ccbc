import { DEMO_PASSWORD } from '@refurb/upstream';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { exactly, t, type Locale } from './locales';

export const demoPassword = DEMO_PASSWORD;

/**
 * Signs in through the sign-in screen (in the browser's language, en-GB unless the journey
 * chose another) and waits until the dashboard has loaded.
 */
export async function signIn(
  page: Page,
  email: string,
  options: { password?: string; screenLocale?: Locale } = {},
): Promise<void> {
  const locale = options.screenLocale ?? 'en-GB';
  await page.goto('/');
  await page.getByLabel(t(locale, 'signIn.email')).fill(email);
  await page.getByLabel(t(locale, 'signIn.password')).fill(options.password ?? demoPassword);
  await page.getByRole('button', { name: exactly(t(locale, 'signIn.submit')) }).click();
  await page.waitForURL(/\/dashboard\//);
  await expect.poll(() => page.getByRole('navigation').count()).toBeGreaterThan(0);
}
