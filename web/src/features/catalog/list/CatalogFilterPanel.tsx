import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { FilterPanel } from '../../../ui/FilterPanel';
import {
  WORK_QUEUE_OPTIONS,
  workQueueChange,
  workQueueOptionsSelected,
} from '../work-queue/work-queue-filters';
import {
  CATALOG_MULTI_FILTERS,
  type CatalogFilterKey,
  type CatalogMultiFilter,
} from './catalog-url-state';

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

export interface CatalogFilterPanelProps {
  options: FragmentOf<typeof CatalogFilterPanel_options>;
  selected: Record<CatalogFilterKey, string[]>;
  activeCount: number;
  onChange: (key: CatalogFilterKey, values: string[]) => void;
  onReset: () => void;
}

export function CatalogFilterPanel({
  options: optionsRef,
  selected,
  activeCount,
  onChange,
  onReset,
}: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  const options = readFragment(CatalogFilterPanel_options, optionsRef);
  const labels: Record<CatalogMultiFilter, string> = {
    categories: t('catalog.filters.categories'),
    brands: t('catalog.filters.brands'),
    models: t('catalog.filters.models'),
    grades: t('catalog.filters.grades'),
    storage: t('catalog.filters.storage'),
  };
  // The work-queue filters share one group; a click there changes one of them.
  const workQueueSelected = workQueueOptionsSelected(selected);
  const workQueueGroup = {
    key: 'workQueue',
    label: t('catalog.workQueue.filterGroup'),
    options: WORK_QUEUE_OPTIONS.map(({ option, label }) => ({ value: option, label: t(label) })),
    selected: workQueueSelected,
  };
  return (
    <FilterPanel
      groups={[
        workQueueGroup,
        ...CATALOG_MULTI_FILTERS.map((key) => ({
          key,
          label: labels[key],
          options: options[key],
          selected: selected[key],
        })),
      ]}
      activeCount={activeCount}
      onChange={(key, values) => {
        if (key !== workQueueGroup.key) {
          onChange(key as CatalogMultiFilter, values);
          return;
        }
        const change = workQueueChange(workQueueSelected, values);
        if (change) onChange(change.key, change.values);
      }}
      onReset={onReset}
    />
  );
}
