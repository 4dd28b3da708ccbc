import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, requestLocale, translate } from './index';

describe('requestLocale', () => {
  it('takes the first supported language of Accept-Language by quality', () => {
    expect(requestLocale('fr-FR, it;q=0.8, en;q=0.9')).toBe('en-GB');
    expect(requestLocale('it-IT,it;q=0.9')).toBe('it-IT');
  });
  it("falls back to the user's profile language, then en-GB", () => {
    expect(requestLocale(undefined, 'it')).toBe('it-IT');
    expect(requestLocale('de-DE', 'it_IT')).toBe('it-IT');
    expect(requestLocale('', 'de')).toBe('en-GB');
  });
});

describe('formats', () => {
  it("writes money in the locale's format", () => {
    expect(formatMoney('it-IT', 1234.56, '€')).toBe('1.234,56 €');
    expect(formatMoney('en-GB', 1234.56, '€')).toBe('€1,234.56');
    expect(formatMoney('en-GB', -3.5, '€')).toBe('-€3.50');
  });
  it('writes signed percentages with one decimal', () => {
    expect(formatPercent('it-IT', -2)).toBe('−2,0 %');
    expect(formatPercent('en-GB', 12.345)).toBe('+12.3%');
  });
});

describe('translate', () => {
  it('fills placeholders in the chosen language', () => {
    expect(translate('it-IT', 'repricing.priceChanged', { old: '1,00 €', new: '2,00 €' })).toBe(
      'Prezzo cambiato da 1,00 € a 2,00 €',
    );
  });
  it('has the same keys and placeholders in every language of every catalog', () => {
    const folder = join(import.meta.dirname, '../../../locales/upstream');
    const files = readdirSync(folder).filter((name) => name.endsWith('.en-GB.json'));
    expect(files.length).toBeGreaterThan(0);
    for (const english of files) {
      const italian = english.replace('.en-GB.json', '.it-IT.json');
      const en = JSON.parse(readFileSync(join(folder, english), 'utf8')) as Record<string, string>;
      const it = JSON.parse(readFileSync(join(folder, italian), 'utf8')) as Record<string, string>;
      expect(Object.keys(it).sort(), italian).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(it[key] ?? ''), `${italian} ${key}`).toEqual(placeholders(en[key]!));
      }
    }
  });
});
