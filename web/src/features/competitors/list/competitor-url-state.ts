import type { VariablesOf } from '../../../graphql';
import { listViewParams, type ListView } from '../../lists/list-view-params';
import type { CompetitorListQuery } from './competitor-list-query';

export type CompetitorFilterVariable = VariablesOf<typeof CompetitorListQuery>['filter'];

export const COMPETITOR_MULTI_FILTERS = ['brands', 'models', 'grades', 'storage'] as const;
export type CompetitorMultiFilter = (typeof COMPETITOR_MULTI_FILTERS)[number];

/** Search, filters and page live in the query string (the list has no sort). */
export type CompetitorViewState = ListView<CompetitorMultiFilter>;

const competitorView = listViewParams(COMPETITOR_MULTI_FILTERS);

export const NO_COMPETITOR_FILTERS = competitorView.none;

export function readCompetitorViewState(params: URLSearchParams): CompetitorViewState {
  return competitorView.read(params);
}

export function writeCompetitorViewState(state: CompetitorViewState): URLSearchParams {
  return competitorView.write(state);
}

export function competitorFilterVariable(state: CompetitorViewState): CompetitorFilterVariable {
  return competitorView.filterVariable(state);
}

export function activeCompetitorFilterCount(state: CompetitorViewState): number {
  return competitorView.activeCount(state);
}
