import { toSupportedLocale, type SupportedLocale } from './supported-locales';

const CHOSEN_LOCALE_KEY = 'locale';

/** The language picked in the profile menu on this device, if any. */
export function readChosenLocale(): SupportedLocale | null {
  const stored = localStorage.getItem(CHOSEN_LOCALE_KEY);
  return stored ? toSupportedLocale(stored) : null;
}

export function rememberChosenLocale(locale: SupportedLocale): void {
  localStorage.setItem(CHOSEN_LOCALE_KEY, locale);
}

export function forgetChosenLocale(): void {
  localStorage.removeItem(CHOSEN_LOCALE_KEY);
}
