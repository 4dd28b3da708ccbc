import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { formatMoney } from '../../format/format-money';
import { CardTitle } from '../../ui/Card';
import { StyledExample, StyledFieldGrid } from './FormControls';
import { NumberField, SelectField } from './FormFields';
import { PcMultipliersTable } from './PcMultipliersTable';
import { RoundingFieldset } from './RoundingFieldset';
import { BuybackStrategyPreviewQuery } from './preview/preview-documents';
import { useStrategyPreview } from './preview/use-strategy-preview';
import { StrategyCardFrame } from './StrategyCardFrame';
import { BuybackStrategyCard_strategy, UpdateBuybackStrategyMutation } from './strategy-documents';
import { buybackExample, EXAMPLE_AMOUNT } from './strategy-example';
import {
  buybackFormFrom,
  buybackStrategyInput,
  withRoundingType,
  type BuybackForm,
} from './strategy-forms';
import { useStrategySave } from './use-strategy-save';

const POSITIONS: ReadonlyArray<BuybackForm['position']> = ['GREATER', 'LESSER'];

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
  const strategy = strategyRef ? readFragment(BuybackStrategyCard_strategy, strategyRef) : null;
  const [form, setForm] = useState<BuybackForm>(() => buybackFormFrom(strategy));
  const save = useStrategySave(UpdateBuybackStrategyMutation);
  const input = buybackStrategyInput(form);
  // The saved strategy as the form would send it: the preview compares the edit with it.
  const savedInput = useMemo(
    () => (strategy ? buybackStrategyInput(buybackFormFrom(strategy)) : null),
    [strategy],
  );
  const preview = useStrategyPreview(BuybackStrategyPreviewQuery, {
    categoryId: category.id,
    input,
    savedInput,
  });
  const update = (change: Partial<BuybackForm>) =>
    setForm((current) => ({ ...current, ...change }));

  return (
    <StrategyCardFrame category={category} save={save} input={input} preview={preview}>
      <StyledFieldGrid>
        <SelectField
          label={t('strategies.buyback.position')}
          value={form.position}
          wide
          options={POSITIONS.map((position) => ({
            value: position,
            label: t(`strategies.buyback.positions.${position}`),
          }))}
          onChange={(position) => update({ position })}
        />
        <NumberField
          label={t('strategies.buyback.percentage')}
          value={form.percentage}
          onChange={(percentage) => update({ percentage })}
        />
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
    </StrategyCardFrame>
  );
}
