// Texts the BFF itself writes for a person (a refused strategy value, a notification), in the
// user's language. The catalogs live in locales/bff/api.<locale>.json.
import enGB from '../../../../locales/bff/api.en-GB.json';
import itIT from '../../../../locales/bff/api.it-IT.json';
import { type GraphQLContext } from '../../context.js';
import { type Locale, localeForLanguage } from '../viewer/locale.js';

export type ApiMessageKey = keyof typeof enGB;
export type ApiMessageParams = Readonly<Record<string, string | number>>;

const catalogs: Record<Locale, Record<ApiMessageKey, string>> = { 'en-GB': enGB, 'it-IT': itIT };

/** The message `key` in `locale`, `{name}` placeholders filled from `params` (numbers formatted). */
export function apiMessage(
  locale: Locale,
  key: ApiMessageKey,
  params: ApiMessageParams = {},
): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? format.format(value) : value;
  });
}

/**
 * The language a request is answered in: the one its Accept-Language asks for (Italian or
 * English), else the signed-in user's profile language, else English.
 */
export async function requestLocale(context: GraphQLContext): Promise<Locale> {
  const asked = context.upstream.locale;
  if (asked === 'it-IT' || asked === 'en-GB') return asked;
  if (!context.session.signedIn) return 'en-GB';
  try {
    return localeForLanguage((await context.loaders.profile.load('me')).language);
  } catch {
    // Without a profile the message is still given, in English.
    return 'en-GB';
  }
}
