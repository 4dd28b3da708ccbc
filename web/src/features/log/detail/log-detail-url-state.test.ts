import { describe, expect, it } from 'vitest';
import { readLogDetailView, searchVariable, writeLogDetailView } from './log-detail-url-state';

describe("a batch's view in the URL", () => {
  it('reads a plain URL as every outcome, no search, page 1, and writes it back plain', () => {
    const plain = readLogDetailView(new URLSearchParams());
    expect(plain).toEqual({ status: null, search: '', page: 1 });
    expect(writeLogDetailView(plain).toString()).toBe('');
    expect(searchVariable(plain)).toBeNull();
  });

  it('round-trips an outcome, a search and a page', () => {
    const read = readLogDetailView(new URLSearchParams('status=failed&search=%20iphone%20&page=4'));
    expect(read).toEqual({ status: 'FAILED', search: ' iphone ', page: 4 });
    expect(searchVariable(read)).toBe('iphone');
    expect(writeLogDetailView(read).toString()).toBe('search=iphone&status=failed&page=4');
  });

  it('reads an unknown outcome as every outcome and a bad page as page 1', () => {
    expect(readLogDetailView(new URLSearchParams('status=SUCCESS&page=x'))).toEqual({
      status: null,
      search: '',
      page: 1,
    });
  });
});
