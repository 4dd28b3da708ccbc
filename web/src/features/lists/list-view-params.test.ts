import { describe, expect, it } from 'vitest';
import { listViewParams, readSort } from './list-view-params';

const view = listViewParams(['brands', 'grades'] as const);

describe('list view parameters', () => {
  it('reads a plain URL as no search, nothing selected and page 1, sent as a null filter', () => {
    const plain = view.read(new URLSearchParams());
    expect(plain).toEqual({ search: '', selected: { brands: [], grades: [] }, page: 1 });
    expect(view.filterVariable(plain)).toBeNull();
    expect(view.activeCount(plain)).toBe(0);
    expect(view.write(plain).toString()).toBe('');
  });

  it('keeps repeated keys, ignores empty values and unknown keys, and clamps bad pages', () => {
    const read = view.read(
      new URLSearchParams('brands=Apple&brands=&brands=Samsung&colour=red&page=-3'),
    );
    expect(read.selected).toEqual({ brands: ['Apple', 'Samsung'], grades: [] });
    expect(read.page).toBe(1);
    expect(view.read(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('sends trimmed search and sorted values, counts each value, writes sort before page', () => {
    const read = view.read(new URLSearchParams('search=%20pixel%20&grades=B&grades=A&page=3'));
    expect(view.filterVariable(read)).toEqual({ search: 'pixel', grades: ['A', 'B'] });
    // The search text is not counted as a filter.
    expect(view.activeCount(read)).toBe(2);
    expect(view.activeCount(view.read(new URLSearchParams('search=pixel')))).toBe(0);
    expect(view.write(read, 'PRICE_ASC').toString()).toBe(
      'search=pixel&grades=B&grades=A&sort=PRICE_ASC&page=3',
    );
  });

  it('accepts only a known sort', () => {
    const sorts = ['GRADE_DESC', 'GRADE_ASC'] as const;
    expect(readSort(new URLSearchParams('sort=GRADE_ASC'), sorts, 'GRADE_DESC')).toBe('GRADE_ASC');
    expect(readSort(new URLSearchParams('sort=DROP'), sorts, 'GRADE_DESC')).toBe('GRADE_DESC');
  });
});
