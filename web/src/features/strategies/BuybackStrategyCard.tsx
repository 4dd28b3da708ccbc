import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { formatMoney } from '../../format/format-money';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import {
  StyledCardBody,
  StyledExample,
  StyledField,
  StyledFieldGrid,
  StyledNumberInput,
  StyledSelect,
} from './FormControls';
import { PcMultipliersTable } from './PcMultipliersTable';
import { RoundingFieldset } from './RoundingFieldset';
import { StrategyCardFooter } from './StrategyCardFooter';
import { BuybackStrategyCard_strategy, SaveBuybackStrategyMutation } from './strategy-documents';
import { buybackExample, EXAMPLE_AMOUNT } from './strategy-example';
import {
  buybackFormFrom,
  buybackStrategyInput,
  parseNumber,
  withRoundingType,
  type BuybackForm,
} from './strategy-forms';
import { useStrategySave } from './use-strategy-save';

export interface BuybackStrategyCardProps {
  category: { id: string; name: string; slug: string };
  strategy: FragmentOf<typeof BuybackStrategyCard_strategy> | null;
}

/** What the buyback strategy being edited would offer for a device, as the seller types. */
function BuybackExample({ form }: { form: BuybackForm }) {
  const { t, i18n } = useTranslation();
  const input = buybackStrategyInput(form);
  const offer = input
    ? buybackExample(EXAMPLE_AMOUNT, input.pricePositioning, input)
    : 'incomplete';
  const money = (amount: number) => formatMoney(amount, '€', i18n.language);
  return (
    <StyledExample aria-live="polite">
      {offer === 'incomplete'
        ? t('strategies.example.incomplete')
        : offer === 'noPrice'
          ? t('strategies.example.noPrice')
          : t('strategies.buyback.example', { market: money(EXAMPLE_AMOUNT), offer: money(offer) })}
    </StyledExample>
  );
}

/** One category's buyback strategy; the PC card adds the PC multipliers (docs/pricing-rules.md). */
export function BuybackStrategyCard({ category, strategy: strategyRef }: BuybackStrategyCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const strategy = strategyRef ? readFragment(BuybackStrategyCard_strategy, strategyRef) : null;
  const [form, setForm] = useState<BuybackForm>(() => buybackFormFrom(strategy));
  const save = useStrategySave(SaveBuybackStrategyMutation);
  const input = buybackStrategyInput(form);
  const update = (change: Partial<BuybackForm>) =>
    setForm((current) => ({ ...current, ...change }));

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
        <BuybackExample form={form} />
        {category.slug === 'pc' ? (
          <div>
            <CardTitle as="h3">{t('strategies.buyback.multipliers.title')}</CardTitle>
            <PcMultipliersTable />
          </div>
        ) : null}
      </StyledCardBody>
      <StrategyCardFooter
        saving={save.saving}
        errorMessage={save.errorMessage}
        canApply={input !== null}
        onApply={() => {
          if (input) void save.apply({ categoryId: category.id, input });
        }}
      />
    </Card>
  );
}
