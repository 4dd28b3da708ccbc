import { useTranslation } from 'react-i18next';
import { StyledCheckbox } from './FormControls';
import { NumberField, SelectField } from './FormFields';
import { RoundingFieldset } from './RoundingFieldset';
import {
  variationRangeInverted,
  withRoundingType,
  type Comparison,
  type MarketReference,
  type ResellForm,
} from './strategy-forms';

export interface ResellFieldsProps {
  form: ResellForm;
  setForm: (change: (current: ResellForm) => ResellForm) => void;
}

const MARKET_REFERENCES: readonly MarketReference[] = ['MEDIAN', 'MIN', 'MAX'];
const COMPARISONS: readonly Comparison[] = ['PERCENTAGE', 'CURRENCY'];

/** The variation strategy's range and rounding. */
export function VariationFields({ form, setForm }: ResellFieldsProps) {
  const { t } = useTranslation();
  const inverted = variationRangeInverted(form);
  const update = (change: Partial<ResellForm>) => setForm((current) => ({ ...current, ...change }));
  return (
    <>
      <NumberField
        label={t('strategies.resell.minPercentage')}
        value={form.minPricePercentage}
        invalid={inverted}
        onChange={(minPricePercentage) => update({ minPricePercentage })}
      />
      <NumberField
        label={t('strategies.resell.maxPercentage')}
        value={form.maxPricePercentage}
        invalid={inverted}
        onChange={(maxPricePercentage) => update({ maxPricePercentage })}
      />
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
  const update = (change: Partial<ResellForm>) => setForm((current) => ({ ...current, ...change }));
  return (
    <>
      <SelectField
        label={t('strategies.resell.marketPrice')}
        value={form.marketPrice}
        options={MARKET_REFERENCES.map((reference) => ({
          value: reference,
          label: t(`strategies.resell.references.${reference}`),
        }))}
        onChange={(marketPrice) => update({ marketPrice })}
      />
      <NumberField
        label={t('strategies.resell.value')}
        value={form.value}
        onChange={(value) => update({ value })}
      />
      <SelectField
        label={t('strategies.resell.comparison')}
        value={form.comparison}
        options={COMPARISONS.map((comparison) => ({
          value: comparison,
          label: t(`strategies.resell.comparisons.${comparison}`),
        }))}
        onChange={(comparison) => update({ comparison })}
      />
      <NumberField
        label={t('strategies.resell.margin')}
        value={form.margin}
        optional
        onChange={(margin) => update({ margin })}
      />
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
