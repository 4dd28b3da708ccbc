import { describe, expect, it } from 'vitest';
import {
  activeCompetitorFilterCount,
  competitorFilterVariable,
  readCompetitorViewState,
  writeCompetitorViewState,
} from './competitor-url-state';

describe('competitor URL state', () => {
  it('round-trips search, filters and page; empty filters are sent as null', () => {
    expect(competitorFilterVariable(readCompetitorViewState(new URLSearchParams()))).toBeNull();
    const params = new URLSearchParams('search=pixel&storage=256GB&storage=128GB&grades=A&page=2');
    const state = readCompetitorViewState(params);
    expect(state.page).toBe(2);
    expect(competitorFilterVariable(state)).toEqual({
      search: 'pixel',
      grades: ['A'],
      storage: ['128GB', '256GB'],
    });
    expect(activeCompetitorFilterCount(state)).toBe(3);
    expect(writeCompetitorViewState(state).toString()).toBe(
      'search=pixel&grades=A&storage=256GB&storage=128GB&page=2',
    );
  });
});
