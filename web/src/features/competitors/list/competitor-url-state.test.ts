import { describe, expect, it } from 'vitest';
import { competitorListView } from './competitor-url-state';

describe('competitor URL state', () => {
  it('round-trips search, filters and page; empty filters are sent as null', () => {
    expect(
      competitorListView.filterVariable(competitorListView.read(new URLSearchParams())),
    ).toBeNull();
    const params = new URLSearchParams('search=pixel&storage=256GB&storage=128GB&grades=A&page=2');
    const state = competitorListView.read(params);
    expect(state.page).toBe(2);
    expect(competitorListView.filterVariable(state)).toEqual({
      search: 'pixel',
      gradeIn: ['A'],
      storage: ['128GB', '256GB'],
    });
    expect(competitorListView.activeCount(state)).toBe(3);
    expect(competitorListView.write(state).toString()).toBe(
      'search=pixel&grades=A&storage=256GB&storage=128GB&page=2',
    );
  });
});
