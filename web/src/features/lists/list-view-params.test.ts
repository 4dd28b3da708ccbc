import { describe, expect, it } from 'vitest';
import { listViewParams } from './list-view-params';

const view = listViewParams({ filters: ['brands', 'grades'] as const });
const sorted = listViewParams({
  filters: ['brands', 'grades'] as const,
  sort: { values: ['GRADE_DESC', 'GRADE_ASC', 'PRICE_ASC'] as const, default: 'GRADE_DESC' },
});

describe('list view parameters', () => {
  it('reads a plain URL as no search, nothing selected and page 1, sent as a null filter', () => {
    const plain = view.read(new URLSearchParams());
    expect(plain).toEqual({
      search: '',
      selected: { brands: [], grades: [] },
      sort: null,
      page: 1,
    });
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
    expect(view.filterVariable(read)).toEqual({ search: 'pixel', gradeIn: ['A', 'B'] });
    // The search text is not counted as a filter.
    expect(view.activeCount(read)).toBe(2);
    expect(view.activeCount(view.read(new URLSearchParams('search=pixel')))).toBe(0);
    expect(sorted.write({ ...read, sort: 'PRICE_ASC' }).toString()).toBe(
      'search=pixel&grades=B&grades=A&sort=PRICE_ASC&page=3',
    );
  });

  it('sends grades as the Grade enum, leaving out a grade the enum does not have', () => {
    const read = view.read(new URLSearchParams('grades=Z&grades=N&brands=Apple'));
    expect(view.filterVariable(read)).toEqual({ brands: ['Apple'], gradeIn: ['N'] });
    expect(view.filterVariable(view.read(new URLSearchParams('grades=Z')))).toBeNull();
  });

  it('accepts only a known sort and leaves the default sort out of the URL', () => {
    expect(sorted.read(new URLSearchParams('sort=GRADE_ASC')).sort).toBe('GRADE_ASC');
    expect(sorted.read(new URLSearchParams('sort=DROP')).sort).toBe('GRADE_DESC');
    const plain = sorted.read(new URLSearchParams('sort=GRADE_DESC'));
    expect(sorted.write(plain).toString()).toBe('');
  });

  it('tidies the selection and uses its own filter variable when configured', () => {
    const single = listViewParams({
      filters: ['brands', 'grades'] as const,
      sort: { values: ['GRADE_DESC'] as const, default: 'GRADE_DESC' },
      normalise: (selected) => ({ ...selected, grades: selected.grades.slice(-1) }),
      filterVariable: (read) =>
        read.selected.grades.length > 0 ? { grade: read.selected.grades[0] } : null,
    });
    const read = single.read(new URLSearchParams('grades=A&grades=B&brands=Apple'));
    expect(read.selected).toEqual({ brands: ['Apple'], grades: ['B'] });
    expect(single.filterVariable(read)).toEqual({ grade: 'B' });
    expect(single.activeCount(read)).toBe(2);
  });
});
