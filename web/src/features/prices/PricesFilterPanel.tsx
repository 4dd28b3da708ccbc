import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../graphql';
import { FilterPanel } from '../../ui/FilterPanel';
import { PRICE_MULTI_FILTERS, type PriceMultiFilter } from './prices-url-state';

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

export interface PricesFilterPanelProps {
  options: FragmentOf<typeof PricesFilterPanel_options>;
  selected: Record<PriceMultiFilter, string[]>;
  activeCount: number;
  onChange: (key: PriceMultiFilter, values: string[]) => void;
  onReset: () => void;
}

/** Brand, model and grade checkboxes, each only when the server returned options. */
export function PricesFilterPanel({
  options: optionsRef,
  selected,
  activeCount,
  onChange,
  onReset,
}: PricesFilterPanelProps) {
  const { t } = useTranslation();
  const options = readFragment(PricesFilterPanel_options, optionsRef);
  const labels: Record<PriceMultiFilter, string> = {
    brands: t('prices.filters.brands'),
    models: t('prices.filters.models'),
    grades: t('prices.filters.grades'),
  };
  return (
    <FilterPanel
      groups={PRICE_MULTI_FILTERS.map((key) => ({
        key,
        label: labels[key],
        options: options[key],
        selected: selected[key],
      }))}
      activeCount={activeCount}
      onChange={(key, values) => onChange(key as PriceMultiFilter, values)}
      onReset={onReset}
    />
  );
}
