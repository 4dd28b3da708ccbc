export const SUPPORTED_LOCALES = ['en-GB', 'it-IT'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: SupportedLocale = 'en-GB';
export const FALLBACK_LOCALE: SupportedLocale = 'it-IT';

/**
 * Italian spellings (it, it-IT, it_IT, the Locale enum's IT_IT, any case) → it-IT; anything else
 * (EN_GB too) → en-GB.
 */
export function toSupportedLocale(language: string | null | undefined): SupportedLocale {
  return language && /^it([-_]|$)/i.test(language) ? 'it-IT' : 'en-GB';
}
