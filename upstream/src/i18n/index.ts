// The texts the upstream writes for a person (log notes, upload row errors) in the user's
// language, with that language's number and money format, as a Laravel app does with the
// request's locale. The message catalogs live in locales/upstream/<namespace>.<locale>.json.
import repricingEnGB from '../../../locales/upstream/repricing.en-GB.json';
import repricingItIT from '../../../locales/upstream/repricing.it-IT.json';
import uploadsEnGB from '../../../locales/upstream/uploads.en-GB.json';
import uploadsItIT from '../../../locales/upstream/uploads.it-IT.json';

export type Locale = 'en-GB' | 'it-IT';
export const LOCALES: readonly Locale[] = ['en-GB', 'it-IT'];

const catalogs = {
  'en-GB': { repricing: repricingEnGB, uploads: uploadsEnGB },
  'it-IT': { repricing: repricingItIT, uploads: uploadsItIT },
} as const;

type Catalogs = (typeof catalogs)['en-GB'];
type Namespace = keyof Catalogs;
/** `namespace.key`, checked against the English catalog. */
export type MessageKey = {
  [N in Namespace]: `${N}.${Extract<keyof Catalogs[N], string>}`;
}[Namespace];
export type MessageParams = Record<string, string | number>;

/** A language tag or profile language ('it', 'it-IT', 'it_IT') → a supported locale. */
export function localeFromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'it') return 'it-IT';
  if (primary === 'en') return 'en-GB';
  return null;
}

/**
 * The locale of one request: the first supported language of `Accept-Language` (by q-value),
 * else the user's profile language, else en-GB.
 */
export function requestLocale(
  acceptLanguage: string | undefined,
  userLanguage?: string | null,
): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeFromTag(entry.tag);
    if (locale) return locale;
  }
  return localeFromTag(userLanguage) ?? 'en-GB';
}

/** The message `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const [namespace, name] = key.split('.') as [Namespace, string];
  const catalog = catalogs[locale][namespace] as Record<string, string>;
  const template = catalog[name] ?? (catalogs['en-GB'][namespace] as Record<string, string>)[name];
  if (template === undefined) throw new Error(`Unknown message ${key}`);
  return template.replace(/\{(\w+)\}/g, (whole, param: string) =>
    param in params ? String(params[param]) : whole,
  );
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(cacheKey, format);
  }
  return format;
}

/** 1234.5 → "1.234,50" (it-IT) or "1,234.50" (en-GB). */
export function formatDecimal(locale: Locale, value: number, fractionDigits = 2): string {
  return numberFormat(locale, {
    useGrouping: 'always',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** An amount with its currency symbol: "1.234,56 €" (it-IT), "€1,234.56" (en-GB). */
export function formatMoney(locale: Locale, amount: number, currencySymbol: string): string {
  const digits = formatDecimal(locale, amount);
  if (locale === 'it-IT') return `${digits} ${currencySymbol}`;
  return amount < 0 ? `-${currencySymbol}${digits.slice(1)}` : `${currencySymbol}${digits}`;
}

/** A signed percentage with one decimal: "+2,5 %" (it-IT), "−2.0%" (en-GB). */
export function formatPercent(locale: Locale, value: number): string {
  const digits = formatDecimal(locale, Math.abs(value), 1);
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return locale === 'it-IT' ? `${sign}${digits} %` : `${sign}${digits}%`;
}

/** A percentage with up to two decimals, signed when asked: "12,5 %", "−2 %" (it-IT); "+12.5%" (en-GB). */
export function formatPercentage(locale: Locale, value: number, signed = false): string {
  const digits = numberFormat(locale, {
    useGrouping: 'always',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(Math.abs(value));
  const sign = value < 0 ? '−' : signed && value > 0 ? '+' : '';
  return locale === 'it-IT' ? `${sign}${digits} %` : `${sign}${digits}%`;
}

/** A signed amount of money: "+5,00 €", "−5,00 €" (it-IT); "+€5.00", "−€5.00" (en-GB). */
export function formatSignedMoney(locale: Locale, amount: number, currencySymbol: string): string {
  const sign = amount < 0 ? '−' : amount > 0 ? '+' : '';
  return `${sign}${formatMoney(locale, Math.abs(amount), currencySymbol)}`;
}
