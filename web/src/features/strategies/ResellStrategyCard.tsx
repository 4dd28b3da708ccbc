import { useId, useState } from 'react';
import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../graphql';
import { formatMoney } from '../../format/format-money';
import { Button } from '../../ui/Button';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import {
  StyledCardBody,
  StyledCardFooter,
  StyledCheckbox,
  StyledExample,
  StyledField,
  StyledFieldGrid,
  StyledNumberInput,
  StyledSaveError,
  StyledSelect,
} from './FormControls';
import { RevendoRulesTable } from './RevendoRulesTable';
import { RoundingFieldset } from './RoundingFieldset';
import {
  EXAMPLE_AMOUNT,
  marketExample,
  revendoExample,
  variationExample,
} from './strategy-example';
import {
  parseNumber,
  resellFormFrom,
  resellStrategyInput,
  roundingValueNumber,
  withRoundingType,
  type Comparison,
  type MarketReference,
  type ResellForm,
  type ResellType,
  variationRangeInverted,
} from './strategy-forms';
import { useStrategySave } from './use-strategy-save';

export const ResellStrategyCard_strategy = graphql(`
  fragment ResellStrategyCard_strategy on ResellStrategy {
    id
    type
    variation {
      minPricePercentage
      maxPricePercentage
      roundingType
      roundingValue
    }
    market {
      value
      comparison
      marketPrice
      margin
      validateAgainstNextGen
    }
  }
`);

const SaveResellStrategyMutation = graphql(
  `
    mutation SaveResellStrategy($categoryId: ID!, $input: ResellStrategyInput!) {
      saveResellStrategy(categoryId: $categoryId, input: $input) {
        id
        ...ResellStrategyCard_strategy
      }
    }
  `,
  [ResellStrategyCard_strategy],
);

const TYPES: readonly ResellType[] = ['VARIATION', 'MARKET', 'REVENDO'];

export interface ResellStrategyCardProps {
  category: { id: string; name: string; slug: string };
  strategy: FragmentOf<typeof ResellStrategyCard_strategy> | null;
}

/** One category's resell strategy with a live example of what it does. */
export function ResellStrategyCard({ category, strategy: strategyRef }: ResellStrategyCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const strategy = strategyRef ? readFragment(ResellStrategyCard_strategy, strategyRef) : null;
  const [form, setForm] = useState<ResellForm>(() => resellFormFrom(strategy));
  const [saveStrategy] = useMutation(SaveResellStrategyMutation);
  const save = useStrategySave();
  const isSmartphone = category.slug === 'smartphone';
  const input = resellStrategyInput(form, isSmartphone);
  const money = (amount: number) => formatMoney(amount, '€', i18n.language);
  const inverted = form.type === 'VARIATION' && variationRangeInverted(form);
  const categoryName = t(`categories.${category.slug}`, { defaultValue: category.name });
  const update = (change: Partial<ResellForm>) => setForm((current) => ({ ...current, ...change }));

  function example(): string {
    switch (form.type) {
      case 'VARIATION': {
        if (inverted) return t('strategies.resell.example.inverted');
        const min = parseNumber(form.minPricePercentage);
        const max = parseNumber(form.maxPricePercentage);
        const range =
          min === null || max === null
            ? null
            : variationExample(EXAMPLE_AMOUNT, min, max, {
                roundingType: form.roundingType,
                roundingValue: roundingValueNumber(form),
              });
        return range
          ? t('strategies.resell.example.variation', {
              base: money(EXAMPLE_AMOUNT),
              min: money(range.min),
              max: money(range.max),
            })
          : t('strategies.example.incomplete');
      }
      case 'MARKET': {
        const value = parseNumber(form.value);
        if (value === null) return t('strategies.example.incomplete');
        const margin = parseNumber(form.margin);
        const parts = [
          t('strategies.resell.example.market', {
            reference: t(`strategies.resell.references.${form.marketPrice}`),
            market: money(EXAMPLE_AMOUNT),
            price: money(marketExample(EXAMPLE_AMOUNT, value, form.comparison)),
          }),
        ];
        if (margin !== null && margin > 0)
          parts.push(t('strategies.resell.example.margin', { margin }));
        if (isSmartphone && form.validateAgainstNextGen)
          parts.push(t('strategies.resell.example.nextGen'));
        return parts.join(' ');
      }
      case 'REVENDO':
        return t('strategies.resell.example.revendo', {
          market: money(EXAMPLE_AMOUNT),
          price: money(revendoExample(EXAMPLE_AMOUNT)),
        });
    }
  }

  async function apply() {
    if (!input) return;
    await save.run(() => saveStrategy({ variables: { categoryId: category.id, input } }));
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{categoryName}</CardTitle>
      </CardHeader>
      <StyledCardBody>
        <StyledFieldGrid>
          <StyledField htmlFor={`${id}-type`}>
            {t('strategies.resell.type')}
            <StyledSelect
              id={`${id}-type`}
              value={form.type}
              onChange={(event) => update({ type: event.target.value as ResellType })}
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`strategies.resell.types.${type}`)}
                </option>
              ))}
            </StyledSelect>
          </StyledField>

          {form.type === 'VARIATION' ? (
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
          ) : null}

          {form.type === 'MARKET' ? (
            <>
              <StyledField htmlFor={`${id}-reference`}>
                {t('strategies.resell.marketPrice')}
                <StyledSelect
                  id={`${id}-reference`}
                  value={form.marketPrice}
                  onChange={(event) =>
                    update({ marketPrice: event.target.value as MarketReference })
                  }
                >
                  {(['MEDIAN', 'MIN', 'MAX'] as const).map((reference) => (
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
                  <option value="PERCENTAGE">
                    {t('strategies.resell.comparisons.PERCENTAGE')}
                  </option>
                  <option value="CURRENCY">{t('strategies.resell.comparisons.CURRENCY')}</option>
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
          ) : null}
        </StyledFieldGrid>

        <StyledExample aria-live="polite">{example()}</StyledExample>
        {form.type === 'REVENDO' ? <RevendoRulesTable /> : null}
      </StyledCardBody>
      <StyledCardFooter>
        {save.errorMessage ? (
          <StyledSaveError role="alert">{save.errorMessage}</StyledSaveError>
        ) : null}
        <Button $variant="primary" disabled={!input || save.saving} onClick={() => void apply()}>
          {save.saving ? <Spinner /> : null}
          {t('strategies.apply')}
        </Button>
      </StyledCardFooter>
    </Card>
  );
}
