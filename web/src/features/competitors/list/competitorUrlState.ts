import type { VariablesOf } from '../../../graphql';
import type { CompetitorListQuery } from './CompetitorListQuery';

export type CompetitorFilterVariable = VariablesOf<typeof CompetitorListQuery>['filter'];

export const COMPETITOR_MULTI_FILTERS = ['brands', 'models', 'grades', 'storage'] as const;
export type CompetitorMultiFilter = (typeof COMPETITOR_MULTI_FILTERS)[number];

export interface CompetitorViewState {
  search: string;
  selected: Record<CompetitorMultiFilter, string[]>;
  page: number;
}

export const NO_COMPETITOR_FILTERS: Record<CompetitorMultiFilter, string[]> = {
  brands: [],
  models: [],
  grades: [],
  storage: [],
};

/** DECISIONS 4: search, filters and page live in the query string. */
export function readCompetitorViewState(params: URLSearchParams): CompetitorViewState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    search: params.get('search') ?? '',
    selected: {
      brands: params.getAll('brands').filter(Boolean),
      models: params.getAll('models').filter(Boolean),
      grades: params.getAll('grades').filter(Boolean),
      storage: params.getAll('storage').filter(Boolean),
    },
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function writeCompetitorViewState(state: CompetitorViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  for (const key of COMPETITOR_MULTI_FILTERS) {
    for (const value of state.selected[key]) params.append(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** SPEC §5: only non-empty filters travel; no filter at all is sent as null. */
export function competitorFilterVariable(state: CompetitorViewState): CompetitorFilterVariable {
  const filter: NonNullable<CompetitorFilterVariable> = {};
  if (state.search.trim()) filter.search = state.search.trim();
  for (const key of COMPETITOR_MULTI_FILTERS) {
    if (state.selected[key].length > 0) filter[key] = [...state.selected[key]].sort();
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

export function activeCompetitorFilterCount(state: CompetitorViewState): number {
  return (
    (state.search.trim() ? 1 : 0) +
    COMPETITOR_MULTI_FILTERS.reduce((count, key) => count + state.selected[key].length, 0)
  );
}
