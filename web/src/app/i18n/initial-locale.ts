import { readChosenLocale } from './chosen-locale';
import { toSupportedLocale, type SupportedLocale } from './supported-locales';

/**
 * The language for the first paint: a choice made on this device, else the stored profile's
 * locale, else the browser's language (docs/screens-and-permissions.md).
 */
export function initialLocale(storedProfileLocale: string | null): SupportedLocale {
  const chosen = readChosenLocale();
  if (chosen) return chosen;
  if (storedProfileLocale) return toSupportedLocale(storedProfileLocale);
  const browser = navigator.languages?.[0] ?? navigator.language;
  return toSupportedLocale(browser);
}
