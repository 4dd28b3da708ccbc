import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StyledCheckbox, StyledField, StyledNumberInput, StyledSelect } from './FormControls';
import { RoundingFieldset } from './RoundingFieldset';
import {
  parseNumber,
  variationRangeInverted,
  withRoundingType,
  type Comparison,
  type MarketReference,
  type ResellForm,
} from './strategy-forms';

export interface ResellFieldsProps {
  form: ResellForm;
  /** Replaces the whole form (a rounding type also sets its value). */
  setForm: (change: (current: ResellForm) => ResellForm) => void;
}

const MARKET_REFERENCES: readonly MarketReference[] = ['MEDIAN', 'MIN', 'MAX'];
const COMPARISONS: readonly Comparison[] = ['PERCENTAGE', 'CURRENCY'];

/** The variation strategy's range and rounding. */
export function VariationFields({ form, setForm }: ResellFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const inverted = variationRangeInverted(form);
  const update = (change: Partial<ResellForm>) => setForm((current) => ({ ...current, ...change }));
  return (
    <>
      <StyledField htmlFor={`${id}-min`}>
        {t('strategies.resell.minPercentage')}
        <StyledNumberInput
          id={`${id}-min`}
          value={form.minPricePercentage}
          aria-invalid={parseNumber(form.minPricePercentage) === null || inverted}
          onChange={(event) => update({ minPricePercentage: event.target.value })}
        />
      </StyledField>
      <StyledField htmlFor={`${id}-max`}>
        {t('strategies.resell.maxPercentage')}
        <StyledNumberInput
          id={`${id}-max`}
          value={form.maxPricePercentage}
          aria-invalid={parseNumber(form.maxPricePercentage) === null || inverted}
          onChange={(event) => update({ maxPricePercentage: event.target.value })}
        />
      </StyledField>
      <RoundingFieldset
        value={form}
        onTypeChange={(roundingType) =>
          setForm((current) => withRoundingType(current, roundingType))
        }
        onValueChange={(roundingValue) => update({ roundingValue })}
      />
    </>
  );
}

/** The market strategy's reference, offset, minimum margin and (smartphones) next-generation cap. */
export function MarketFields({
  form,
  setForm,
  isSmartphone,
}: ResellFieldsProps & { isSmartphone: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = (change: Partial<ResellForm>) => setForm((current) => ({ ...current, ...change }));
  return (
    <>
      <StyledField htmlFor={`${id}-reference`}>
        {t('strategies.resell.marketPrice')}
        <StyledSelect
          id={`${id}-reference`}
          value={form.marketPrice}
          onChange={(event) => update({ marketPrice: event.target.value as MarketReference })}
        >
          {MARKET_REFERENCES.map((reference) => (
            <option key={reference} value={reference}>
              {t(`strategies.resell.references.${reference}`)}
            </option>
          ))}
        </StyledSelect>
      </StyledField>
      <StyledField htmlFor={`${id}-value`}>
        {t('strategies.resell.value')}
        <StyledNumberInput
          id={`${id}-value`}
          value={form.value}
          aria-invalid={parseNumber(form.value) === null}
          onChange={(event) => update({ value: event.target.value })}
        />
      </StyledField>
      <StyledField htmlFor={`${id}-comparison`}>
        {t('strategies.resell.comparison')}
        <StyledSelect
          id={`${id}-comparison`}
          value={form.comparison}
          onChange={(event) => update({ comparison: event.target.value as Comparison })}
        >
          {COMPARISONS.map((comparison) => (
            <option key={comparison} value={comparison}>
              {t(`strategies.resell.comparisons.${comparison}`)}
            </option>
          ))}
        </StyledSelect>
      </StyledField>
      <StyledField htmlFor={`${id}-margin`}>
        {t('strategies.resell.margin')}
        <StyledNumberInput
          id={`${id}-margin`}
          value={form.margin}
          aria-invalid={form.margin.trim() !== '' && parseNumber(form.margin) === null}
          onChange={(event) => update({ margin: event.target.value })}
        />
      </StyledField>
      {isSmartphone ? (
        <StyledCheckbox>
          <input
            type="checkbox"
            checked={form.validateAgainstNextGen}
            onChange={(event) => update({ validateAgainstNextGen: event.target.checked })}
          />
          {t('strategies.resell.nextGen')}
        </StyledCheckbox>
      ) : null}
    </>
  );
}
