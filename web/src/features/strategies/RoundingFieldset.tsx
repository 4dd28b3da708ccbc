import { useTranslation } from 'react-i18next';
import { NumberField, SelectField } from './FormFields';
import { hasRoundingValueInput, type RoundingFields, type RoundingType } from './strategy-forms';

/** The rounding types in the order the select offers them. */
const ROUNDING_TYPES: readonly RoundingType[] = [
  'EXACT_AMOUNT',
  'NINE',
  'POINT_NINE',
  'FIXED',
  'PERCENTAGE',
];

export interface RoundingFieldsetProps {
  value: RoundingFields;
  onTypeChange: (roundingType: RoundingType) => void;
  onValueChange: (roundingValue: string) => void;
}

/** Rounding type and, for fixed and percentage only, its value ('of'). */
export function RoundingFieldset({ value, onTypeChange, onValueChange }: RoundingFieldsetProps) {
  const { t } = useTranslation();
  const labels: Record<RoundingType, string> = {
    EXACT_AMOUNT: t('strategies.rounding.types.exactAmount'),
    NINE: t('strategies.rounding.types.nine'),
    POINT_NINE: t('strategies.rounding.types.pointNine'),
    FIXED: t('strategies.rounding.types.fixed'),
    PERCENTAGE: t('strategies.rounding.types.percentage'),
  };
  return (
    <>
      <SelectField
        label={t('strategies.rounding.type')}
        value={value.roundingType}
        options={ROUNDING_TYPES.map((type) => ({ value: type, label: labels[type] }))}
        onChange={onTypeChange}
      />
      {hasRoundingValueInput(value.roundingType) ? (
        <NumberField
          label={
            value.roundingType === 'PERCENTAGE'
              ? t('strategies.rounding.valuePercent')
              : t('strategies.rounding.valueAmount')
          }
          value={value.roundingValue}
          onChange={onValueChange}
        />
      ) : null}
    </>
  );
}
