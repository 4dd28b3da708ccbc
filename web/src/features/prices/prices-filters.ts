import { graphql, type ResultOf } from '../../graphql';
import { multiValueFilter, type FilterDefinition } from '../../ui/filter-definitions';
import type { PriceMultiFilter } from './prices-url-state';

/** The choices the server lists for the prices' Filters panel. */
export const PricesFilterPanel_options = graphql(`
  fragment PricesFilterPanel_options on PriceFilterOptions {
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
  }
`);

/** Brand, model and grade checkboxes, each only when the server returned options. */
export const PRICE_FILTER_GROUPS: readonly FilterDefinition<
  PriceMultiFilter,
  ResultOf<typeof PricesFilterPanel_options>
>[] = [
  multiValueFilter('brands', (t) => t('prices.filters.brands')),
  multiValueFilter('models', (t) => t('prices.filters.models')),
  multiValueFilter('grades', (t) => t('prices.filters.grades')),
];
