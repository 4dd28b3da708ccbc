import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../../../../locales/en-GB.json';
import itIT from '../../../../locales/it-IT.json';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, type SupportedLocale } from './supported-locales';

export const localeResources = { 'en-GB': enGB, 'it-IT': itIT } as const;

export function createI18n(locale: SupportedLocale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['en-GB', 'it-IT'],
    resources: {
      'en-GB': { translation: localeResources['en-GB'] },
      'it-IT': { translation: localeResources['it-IT'] },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = locale;
  return instance;
}
