import { describe, expect, it } from 'vitest';
import { upstreamLocale } from './accept-language.js';

describe('upstreamLocale', () => {
  it('takes the first of Italian or English by quality, as it-IT or en-GB', () => {
    expect(upstreamLocale('it-IT,it;q=0.9,en-US;q=0.8')).toBe('it-IT');
    expect(upstreamLocale('fr-FR, en;q=0.5, it;q=0.9')).toBe('it-IT');
    expect(upstreamLocale('en-US')).toBe('en-GB');
    expect(upstreamLocale('IT_it')).toBe('it-IT');
  });

  it('sends none when the request names neither (the upstream then uses the profile language)', () => {
    expect(upstreamLocale(null)).toBeNull();
    expect(upstreamLocale('')).toBeNull();
    expect(upstreamLocale('de-DE, fr;q=0.9')).toBeNull();
    expect(upstreamLocale('it;q=0, en;q=0')).toBeNull();
  });
});
