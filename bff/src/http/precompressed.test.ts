import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './precompressed.js';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when the client accepts both equally', () => {
    expect(negotiateEncoding('gzip, deflate, br', both)).toBe('br');
    expect(negotiateEncoding('br, gzip', both)).toBe('br');
  });

  it('takes the higher q-value and never a refused coding', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0', both)).toBeNull();
  });

  it('answers identity without the header, for identity only, or when no copy exists', () => {
    expect(negotiateEncoding(undefined, both)).toBeNull();
    expect(negotiateEncoding('', both)).toBeNull();
    expect(negotiateEncoding('identity', both)).toBeNull();
    expect(negotiateEncoding('deflate', both)).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });

  it('reads the wildcard, gzip’s old name and case-insensitive names', () => {
    expect(negotiateEncoding('*', both)).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.1', both)).toBe('gzip');
    expect(negotiateEncoding('x-gzip', both)).toBe('gzip');
    expect(negotiateEncoding('GZIP', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
  });
});
