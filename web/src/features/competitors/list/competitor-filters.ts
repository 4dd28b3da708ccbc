import { graphql, type ResultOf } from '../../../graphql';
import { multiValueFilter, type FilterDefinition } from '../../../ui/filter-definitions';
import type { CompetitorMultiFilter } from './competitor-url-state';

/** The choices the server lists for a vendor's listings' Filters panel. */
export const CompetitorFilterPanel_options = graphql(`
  fragment CompetitorFilterPanel_options on CatalogFilterOptions {
    brands {
      value
      label
    }
    models {
      value
      label
    }
    grades {
      value
      label
    }
    storage {
      value
      label
    }
  }
`);

/** Brand, model, grade and storage filters of a vendor's listings. */
export const COMPETITOR_FILTER_GROUPS: readonly FilterDefinition<
  CompetitorMultiFilter,
  ResultOf<typeof CompetitorFilterPanel_options>
>[] = [
  multiValueFilter('brands', (t) => t('competitors.filters.brands')),
  multiValueFilter('models', (t) => t('competitors.filters.models')),
  multiValueFilter('grades', (t) => t('competitors.filters.grades')),
  multiValueFilter('storage', (t) => t('competitors.filters.storage')),
];
