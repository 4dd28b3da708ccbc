import enGB from '../../../locales/en-GB.json';
import itIT from '../../../locales/it-IT.json';

export type Locale = 'en-GB' | 'it-IT';

const catalogs: Record<Locale, unknown> = { 'en-GB': enGB, 'it-IT': itIT };

/**
 * The UI's own strings, read from locales/ so the journeys follow the copy: `t('en-GB',
 * 'signIn.submit')`. Interpolates {{name}}; picks `key_one`/`key_other` when `count` is given,
 * and `key_zero` first for a count of 0, as i18next does.
 */
export function t(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const { count } = values;
  const keys =
    typeof count === 'number'
      ? [
          ...(count === 0 ? [`${key}_zero`] : []),
          `${key}_${new Intl.PluralRules(locale).select(count)}`,
          key,
        ]
      : [key];
  for (const candidate of keys) {
    const text = lookup(catalogs[locale], candidate);
    if (typeof text === 'string') {
      return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      );
    }
  }
  throw new Error(`locales/${locale}.json has no string at "${key}"`);
}

function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** `t` for en-GB, the demo account's language. */
export const en = (key: string, values?: Record<string, string | number>) =>
  t('en-GB', key, values);
/** `t` for it-IT (rivenditore@example.com). */
export const it = (key: string, values?: Record<string, string | number>) =>
  t('it-IT', key, values);

/** A RegExp matching `text` exactly (for getByRole names that must not match longer ones). */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
