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
  StyledExample,
  StyledField,
  StyledFieldGrid,
  StyledNumberInput,
  StyledSaveError,
  StyledSelect,
} from './FormControls';
import { PcMultipliersTable } from './PcMultipliersTable';
import { RoundingFieldset } from './RoundingFieldset';
import { buybackExample, EXAMPLE_AMOUNT } from './strategy-example';
import {
  buybackFormFrom,
  buybackStrategyInput,
  parseNumber,
  withRoundingType,
  type BuybackForm,
} from './strategy-forms';
import { useStrategySave } from './use-strategy-save';

export const BuybackStrategyCard_strategy = graphql(`
  fragment BuybackStrategyCard_strategy on BuybackStrategy {
    id
    pricePositioning
    roundingType
    roundingValue
  }
`);

const SaveBuybackStrategyMutation = graphql(
  `
    mutation SaveBuybackStrategy($categoryId: ID!, $input: BuybackStrategyInput!) {
      saveBuybackStrategy(categoryId: $categoryId, input: $input) {
        id
        ...BuybackStrategyCard_strategy
      }
    }
  `,
  [BuybackStrategyCard_strategy],
);

export interface BuybackStrategyCardProps {
  category: { id: string; name: string; slug: string };
  strategy: FragmentOf<typeof BuybackStrategyCard_strategy> | null;
}

/** One category's buyback strategy; the PC card adds the PC multipliers (docs/pricing-rules.md). */
export function BuybackStrategyCard({ category, strategy: strategyRef }: BuybackStrategyCardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const strategy = strategyRef ? readFragment(BuybackStrategyCard_strategy, strategyRef) : null;
  const [form, setForm] = useState<BuybackForm>(() => buybackFormFrom(strategy));
  const [saveStrategy] = useMutation(SaveBuybackStrategyMutation);
  const save = useStrategySave();
  const input = buybackStrategyInput(form);
  const money = (amount: number) => formatMoney(amount, '€', i18n.language);
  const update = (change: Partial<BuybackForm>) =>
    setForm((current) => ({ ...current, ...change }));
  const offer = input ? buybackExample(EXAMPLE_AMOUNT, input.pricePositioning, input) : null;

  async function apply() {
    if (!input) return;
    await save.run(() => saveStrategy({ variables: { categoryId: category.id, input } }));
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>
          {t(`categories.${category.slug}`, { defaultValue: category.name })}
        </CardTitle>
      </CardHeader>
      <StyledCardBody>
        <StyledFieldGrid>
          <StyledField htmlFor={`${id}-position`} $wide>
            {t('strategies.buyback.position')}
            <StyledSelect
              id={`${id}-position`}
              value={form.position}
              onChange={(event) =>
                update({ position: event.target.value as BuybackForm['position'] })
              }
            >
              <option value="GREATER">{t('strategies.buyback.positions.GREATER')}</option>
              <option value="LESSER">{t('strategies.buyback.positions.LESSER')}</option>
            </StyledSelect>
          </StyledField>
          <StyledField htmlFor={`${id}-percentage`}>
            {t('strategies.buyback.percentage')}
            <StyledNumberInput
              id={`${id}-percentage`}
              value={form.percentage}
              aria-invalid={parseNumber(form.percentage) === null}
              onChange={(event) => update({ percentage: event.target.value })}
            />
          </StyledField>
          <RoundingFieldset
            value={form}
            onTypeChange={(roundingType) =>
              setForm((current) => withRoundingType(current, roundingType))
            }
            onValueChange={(roundingValue) => update({ roundingValue })}
          />
        </StyledFieldGrid>
        <StyledExample aria-live="polite">
          {offer === null
            ? t('strategies.example.incomplete')
            : t('strategies.buyback.example', {
                market: money(EXAMPLE_AMOUNT),
                offer: money(offer),
              })}
        </StyledExample>
        {category.slug === 'pc' ? (
          <div>
            <CardTitle as="h3">{t('strategies.buyback.multipliers.title')}</CardTitle>
            <PcMultipliersTable />
          </div>
        ) : null}
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
