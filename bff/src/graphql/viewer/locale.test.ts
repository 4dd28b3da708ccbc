import { describe, expect, it } from 'vitest';
import { localeForLanguage } from './locale.js';

describe('localeForLanguage: Italian spellings → it-IT, anything else → en-GB', () => {
  it.each([
    ['it', 'it-IT'],
    ['it-IT', 'it-IT'],
    ['it_IT', 'it-IT'],
    ['IT', 'it-IT'],
    ['en', 'en-GB'],
    ['de', 'en-GB'],
    ['', 'en-GB'],
    [null, 'en-GB'],
    ['italian', 'en-GB'],
  ])('%s → %s', (language, locale) => {
    expect(localeForLanguage(language)).toBe(locale);
  });
});
