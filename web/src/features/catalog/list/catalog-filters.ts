import { graphql, type ResultOf } from '../../../graphql';
import { multiValueFilter, type FilterDefinition } from '../../../ui/filter-definitions';
import {
  WORK_QUEUE_OPTIONS,
  workQueueChange,
  workQueueOptionsSelected,
} from '../work-queue/work-queue-filters';
import type { CatalogFilterKey } from './catalog-url-state';

/** The choices the server lists for the catalog's Filters panel. */
export const CatalogFilterPanel_options = graphql(`
  fragment CatalogFilterPanel_options on CatalogFilterOptions {
    categories {
      value
      label
    }
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

type CatalogFilterOptions = ResultOf<typeof CatalogFilterPanel_options>;

/** The work-queue filters share one group; a click there changes one of them. */
const workQueueGroup: FilterDefinition<CatalogFilterKey, CatalogFilterOptions> = {
  id: 'workQueue',
  title: (t) => t('catalog.workQueue.filterGroup'),
  options: (_server, t) =>
    WORK_QUEUE_OPTIONS.map(({ option, label }) => ({ value: option, label: t(label) })),
  checked: workQueueOptionsSelected,
  change: workQueueChange,
};

/** The catalog's Filters panel: the work queue, then category, brand, model, grade, storage. */
export const CATALOG_FILTER_GROUPS: readonly FilterDefinition<
  CatalogFilterKey,
  CatalogFilterOptions
>[] = [
  workQueueGroup,
  multiValueFilter('categories', (t) => t('catalog.filters.categories')),
  multiValueFilter('brands', (t) => t('catalog.filters.brands')),
  multiValueFilter('models', (t) => t('catalog.filters.models')),
  multiValueFilter('grades', (t) => t('catalog.filters.grades')),
  multiValueFilter('storage', (t) => t('catalog.filters.storage')),
];
