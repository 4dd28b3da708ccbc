import { describe, expect, it } from 'vitest';
import { customDayBounds, expiryOf } from './token-expiry';

// A fixed moment in the browser's time zone: 10:30 on 15 March 2026.
const now = new Date(2026, 2, 15, 10, 30);

describe('expiryOf', () => {
  it('counts the presets from now', () => {
    expect(expiryOf('days30', '', now)).toEqual({
      ok: true,
      expiresAt: new Date(2026, 3, 14, 10, 30).toISOString(),
    });
    expect(expiryOf('days90', '', now)).toEqual({
      ok: true,
      expiresAt: new Date(2026, 5, 13, 10, 30).toISOString(),
    });
    expect(expiryOf('year1', '', now)).toEqual({
      ok: true,
      expiresAt: new Date(2027, 2, 15, 10, 30).toISOString(),
    });
  });

  it('ends a chosen day at its last second', () => {
    expect(expiryOf('custom', '2026-12-24', now)).toEqual({
      ok: true,
      expiresAt: new Date(2026, 11, 24, 23, 59, 59).toISOString(),
    });
  });

  it('accepts from tomorrow to a year from today, and nothing else', () => {
    expect(customDayBounds(now)).toEqual({ min: '2026-03-16', max: '2027-03-15' });
    expect(expiryOf('custom', '2026-03-16', now).ok).toBe(true);
    expect(expiryOf('custom', '2027-03-15', now).ok).toBe(true);
    expect(expiryOf('custom', '2026-03-15', now)).toEqual({ ok: false });
    expect(expiryOf('custom', '2027-03-16', now)).toEqual({ ok: false });
    expect(expiryOf('custom', '', now)).toEqual({ ok: false });
    expect(expiryOf('custom', '2026-02-31', now)).toEqual({ ok: false });
    expect(expiryOf('custom', '16/03/2026', now)).toEqual({ ok: false });
  });
});
