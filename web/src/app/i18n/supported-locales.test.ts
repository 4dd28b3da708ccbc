import { describe, expect, it } from 'vitest';
import { toSupportedLocale } from './supported-locales';

describe('toSupportedLocale: Italian spellings → it-IT, anything else → en-GB', () => {
  it.each(['it', 'it-IT', 'it_IT', 'IT', 'IT_IT'])('reads %s as Italian', (language) => {
    expect(toSupportedLocale(language)).toBe('it-IT');
  });
  it.each(['en', 'en-US', 'EN_GB', 'de', '', null, 'italian-ish'])(
    'reads %s as British English',
    (language) => {
      expect(toSupportedLocale(language)).toBe('en-GB');
    },
  );
});
