import type { VariablesOf } from '../../../graphql';
import { listViewParams, type ListView } from '../../lists/list-view-params';
import type { CompetitorListQuery } from './competitor-list-query';

export type CompetitorFilterVariable = VariablesOf<typeof CompetitorListQuery>['filter'];

export const COMPETITOR_MULTI_FILTERS = ['brands', 'models', 'grades', 'storage'] as const;
export type CompetitorMultiFilter = (typeof COMPETITOR_MULTI_FILTERS)[number];

/** Search, filters and page live in the query string (the list has no sort). */
export type CompetitorViewState = ListView<CompetitorMultiFilter>;

/** A vendor's listings' configuration of the list machinery. */
export const competitorListView = listViewParams({ filters: COMPETITOR_MULTI_FILTERS });
