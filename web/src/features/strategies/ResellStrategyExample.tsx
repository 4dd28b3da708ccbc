import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../format/format-money';
import { StyledExample } from './FormControls';
import {
  EXAMPLE_AMOUNT,
  marketExample,
  revendoExample,
  variationExample,
  type ExamplePrice,
} from './strategy-example';
import {
  parseNumber,
  roundingValueNumber,
  variationRangeInverted,
  type ResellForm,
} from './strategy-forms';

type Money = (amount: number) => string;

function variationText(form: ResellForm, t: TFunction, money: Money): string {
  if (variationRangeInverted(form)) return t('strategies.resell.example.inverted');
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

function marketText(form: ResellForm, isSmartphone: boolean, t: TFunction, money: Money): string {
  const value = parseNumber(form.value);
  const price: ExamplePrice =
    value === null ? 'incomplete' : marketExample(EXAMPLE_AMOUNT, { ...form, value });
  if (price === 'incomplete') return t('strategies.example.incomplete');
  if (price === 'noPrice') return t('strategies.example.noPrice');
  const parts = [
    t('strategies.resell.example.market', {
      reference: t(`strategies.resell.references.${form.marketPrice}`),
      market: money(EXAMPLE_AMOUNT),
      price: money(price),
    }),
  ];
  const margin = parseNumber(form.margin);
  if (margin !== null && margin > 0) parts.push(t('strategies.resell.example.margin', { margin }));
  if (isSmartphone && form.validateAgainstNextGen) {
    parts.push(t('strategies.resell.example.nextGen'));
  }
  return parts.join(' ');
}

/** What the resell strategy being edited would do to a device, in words, as the seller types. */
export function ResellStrategyExample({
  form,
  isSmartphone,
}: {
  form: ResellForm;
  isSmartphone: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money: Money = (amount) => formatMoney(amount, '€', i18n.language);
  function text(): string {
    switch (form.type) {
      case 'VARIATION':
        return variationText(form, t, money);
      case 'MARKET':
        return marketText(form, isSmartphone, t, money);
      case 'REVENDO':
        return t('strategies.resell.example.revendo', {
          market: money(EXAMPLE_AMOUNT),
          price: money(revendoExample(EXAMPLE_AMOUNT)),
        });
    }
  }
  return <StyledExample aria-live="polite">{text()}</StyledExample>;
}
