import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { FilterPanel } from '../../../ui/FilterPanel';
import { COMPETITOR_MULTI_FILTERS, type CompetitorMultiFilter } from './competitor-url-state';

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

export interface CompetitorFilterPanelProps {
  options: FragmentOf<typeof CompetitorFilterPanel_options>;
  selected: Record<CompetitorMultiFilter, string[]>;
  activeCount: number;
  onChange: (key: CompetitorMultiFilter, values: string[]) => void;
  onReset: () => void;
}

/** Brand, model, grade and storage filters of a vendor's listings. */
export function CompetitorFilterPanel({
  options: optionsRef,
  selected,
  activeCount,
  onChange,
  onReset,
}: CompetitorFilterPanelProps) {
  const { t } = useTranslation();
  const options = readFragment(CompetitorFilterPanel_options, optionsRef);
  const labels: Record<CompetitorMultiFilter, string> = {
    brands: t('competitors.filters.brands'),
    models: t('competitors.filters.models'),
    grades: t('competitors.filters.grades'),
    storage: t('competitors.filters.storage'),
  };
  return (
    <FilterPanel
      groups={COMPETITOR_MULTI_FILTERS.map((key) => ({
        key,
        label: labels[key],
        options: options[key],
        selected: selected[key],
      }))}
      activeCount={activeCount}
      onChange={(key, values) => onChange(key as CompetitorMultiFilter, values)}
      onReset={onReset}
    />
  );
}
