import { afterEach, describe, expect, it } from 'vitest';
import { initialLocale } from '../i18n/initial-locale';
import { STORED_USER_KEY, storedProfileLocale } from './stored-profile';

afterEach(() => localStorage.clear());

describe("the stored profile's language for the first paint", () => {
  it('reads the profile’s preferredLocale (the Locale enum)', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ preferredLocale: 'IT_IT' }));
    expect(storedProfileLocale()).toBe('IT_IT');
    expect(initialLocale(storedProfileLocale())).toBe('it-IT');
  });

  it('still reads the locale of a profile stored by an older build', () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify({ locale: 'it-IT' }));
    expect(initialLocale(storedProfileLocale())).toBe('it-IT');
  });

  it('has none without a stored profile', () => {
    expect(storedProfileLocale()).toBeNull();
  });
});
