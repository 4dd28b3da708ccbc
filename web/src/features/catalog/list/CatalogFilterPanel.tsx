import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { FilterPanel } from '../../../ui/FilterPanel';
import { CATALOG_MULTI_FILTERS, type CatalogMultiFilter } from './catalogUrlState';

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
  selected: Record<CatalogMultiFilter, string[]>;
  activeCount: number;
  onChange: (key: CatalogMultiFilter, values: string[]) => void;
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
  return (
    <FilterPanel
      groups={CATALOG_MULTI_FILTERS.map((key) => ({
        key,
        label: labels[key],
        options: options[key],
        selected: selected[key],
      }))}
      activeCount={activeCount}
      onChange={(key, values) => onChange(key as CatalogMultiFilter, values)}
      onReset={onReset}
    />
  );
}
