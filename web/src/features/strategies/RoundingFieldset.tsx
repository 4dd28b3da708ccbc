import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledField, StyledNumberInput, StyledSelect } from './FormControls';
import {
  hasRoundingValueInput,
  parseNumber,
  type RoundingFields,
  type RoundingType,
} from './strategy-forms';

export const ROUNDING_TYPES: readonly RoundingType[] = [
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
  const id = useId();
  const labels: Record<RoundingType, string> = {
    EXACT_AMOUNT: t('strategies.rounding.types.exactAmount'),
    NINE: t('strategies.rounding.types.nine'),
    POINT_NINE: t('strategies.rounding.types.pointNine'),
    FIXED: t('strategies.rounding.types.fixed'),
    PERCENTAGE: t('strategies.rounding.types.percentage'),
  };
  return (
    <>
      <StyledField htmlFor={`${id}-type`}>
        {t('strategies.rounding.type')}
        <StyledSelect
          id={`${id}-type`}
          value={value.roundingType}
          onChange={(event) => onTypeChange(event.target.value as RoundingType)}
        >
          {ROUNDING_TYPES.map((type) => (
            <option key={type} value={type}>
              {labels[type]}
            </option>
          ))}
        </StyledSelect>
      </StyledField>
      {hasRoundingValueInput(value.roundingType) ? (
        <StyledField htmlFor={`${id}-value`}>
          {value.roundingType === 'PERCENTAGE'
            ? t('strategies.rounding.valuePercent')
            : t('strategies.rounding.valueAmount')}
          <StyledNumberInput
            id={`${id}-value`}
            value={value.roundingValue}
            aria-invalid={parseNumber(value.roundingValue) === null}
            onChange={(event) => onValueChange(event.target.value)}
          />
        </StyledField>
      ) : null}
    </>
  );
}
