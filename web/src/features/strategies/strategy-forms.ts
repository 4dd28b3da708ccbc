import type { ResultOf, VariablesOf } from '../../graphql';
import type {
  BuybackStrategyCard_strategy,
  ResellStrategyCard_strategy,
  UpdateBuybackStrategyMutation,
  UpdateResellStrategyMutation,
} from './strategy-documents';

/** What Apply sends for a category: the save mutations' `input` without the category's id. */
export type ResellStrategyInput = Omit<
  VariablesOf<typeof UpdateResellStrategyMutation>['input'],
  'categoryId'
>;
export type BuybackStrategyInput = Omit<
  VariablesOf<typeof UpdateBuybackStrategyMutation>['input'],
  'categoryId'
>;
type MarketInput = NonNullable<ResellStrategyInput['market']>;

export type ResellType = ResellStrategyInput['type'];
export type Comparison = MarketInput['comparison'];
export type MarketReference = MarketInput['marketPrice'];
export type RoundingType = BuybackStrategyInput['roundingType'];

/** A saved strategy as the cards read it (their fragments), without its id. */
type SavedResellStrategy = Omit<ResultOf<typeof ResellStrategyCard_strategy>, 'id'>;
type SavedBuybackStrategy = Omit<ResultOf<typeof BuybackStrategyCard_strategy>, 'id'>;

/** Form fields are kept as typed text; numbers are converted only when sending. */
export interface RoundingFields {
  roundingType: RoundingType;
  roundingValue: string;
}

export interface ResellForm extends RoundingFields {
  type: ResellType;
  minPricePercentage: string;
  maxPricePercentage: string;
  value: string;
  comparison: Comparison;
  marketPrice: MarketReference;
  margin: string;
  validateAgainstNextGen: boolean;
}

export interface BuybackForm extends RoundingFields {
  position: 'GREATER' | 'LESSER';
  /** Always positive; the position gives the sign. */
  percentage: string;
}

/** The value input shows only for fixed and percentage rounding. */
export function hasRoundingValueInput(roundingType: RoundingType): boolean {
  return roundingType === 'FIXED' || roundingType === 'PERCENTAGE';
}

/** point_nine sets 0.9, nine sets 9, exact_amount has none; others keep what was typed. */
export function withRoundingType<Form extends RoundingFields>(
  form: Form,
  roundingType: RoundingType,
): Form {
  const fixedValues: Partial<Record<RoundingType, string>> = {
    POINT_NINE: '0.9',
    NINE: '9',
    EXACT_AMOUNT: '',
  };
  const keepTyped = hasRoundingValueInput(roundingType) && hasRoundingValueInput(form.roundingType);
  return {
    ...form,
    roundingType,
    roundingValue: fixedValues[roundingType] ?? (keepTyped ? form.roundingValue : ''),
  };
}

/** '12,5' and '12.5' are both 12.5 (Italian keyboards); empty or anything else is not a number. */
export function parseNumber(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

/** The minimum variation is above the maximum: the repricer refuses such a range. */
export function variationRangeInverted(form: ResellForm): boolean {
  const min = parseNumber(form.minPricePercentage);
  const max = parseNumber(form.maxPricePercentage);
  return min !== null && max !== null && min > max;
}

export function roundingValueNumber(form: RoundingFields): number | null {
  switch (form.roundingType) {
    case 'EXACT_AMOUNT':
      return null;
    case 'NINE':
      return 9;
    case 'POINT_NINE':
      return 0.9;
    case 'FIXED':
    case 'PERCENTAGE':
      return parseNumber(form.roundingValue);
  }
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form for a saved strategy; a category without one starts from an example strategy. */
export function resellFormFrom(strategy: SavedResellStrategy | null): ResellForm {
  const variation = strategy?.variation;
  const market = strategy?.market;
  return {
    type: strategy?.type ?? 'VARIATION',
    minPricePercentage: variation ? text(variation.minPricePercentage) : '-10',
    maxPricePercentage: variation ? text(variation.maxPricePercentage) : '10',
    roundingType: variation?.roundingType ?? 'NINE',
    roundingValue: variation ? text(variation.roundingValue) : '9',
    value: market ? text(market.value) : '0',
    comparison: market?.comparison ?? 'PERCENTAGE',
    marketPrice: market?.marketPrice ?? 'MEDIAN',
    margin: market ? text(market.margin) : '',
    validateAgainstNextGen: market?.validateAgainstNextGen ?? false,
  };
}

/**
 * The mutation input, numbers converted, or null while a required number is not one:
 * Apply waits until the form can be sent. The next-generation check is sent only for smartphones.
 */
export function resellStrategyInput(
  form: ResellForm,
  isSmartphone: boolean,
): ResellStrategyInput | null {
  switch (form.type) {
    case 'REVENDO':
      return { type: 'REVENDO' };
    case 'VARIATION': {
      const minPricePercentage = parseNumber(form.minPricePercentage);
      const maxPricePercentage = parseNumber(form.maxPricePercentage);
      const roundingValue = roundingValueNumber(form);
      if (minPricePercentage === null || maxPricePercentage === null) return null;
      if (minPricePercentage > maxPricePercentage) return null;
      if (hasRoundingValueInput(form.roundingType) && roundingValue === null) return null;
      return {
        type: 'VARIATION',
        variation: {
          minPricePercentage,
          maxPricePercentage,
          roundingType: form.roundingType,
          roundingValue,
        },
      };
    }
    case 'MARKET': {
      const value = parseNumber(form.value);
      const margin = form.margin.trim() === '' ? null : parseNumber(form.margin);
      if (value === null || (form.margin.trim() !== '' && margin === null)) return null;
      return {
        type: 'MARKET',
        market: {
          value,
          comparison: form.comparison,
          marketPrice: form.marketPrice,
          margin,
          validateAgainstNextGen: isSmartphone && form.validateAgainstNextGen,
        },
      };
    }
  }
}

export function buybackFormFrom(strategy: SavedBuybackStrategy | null): BuybackForm {
  const positioning = strategy?.pricePositioning ?? -10;
  return {
    position: positioning > 0 ? 'GREATER' : 'LESSER',
    percentage: text(Math.abs(positioning)),
    roundingType: strategy?.roundingType ?? 'NINE',
    roundingValue: strategy ? text(strategy.roundingValue) : '9',
  };
}

/** Sign convention: greater than the average is positive, lesser negative. */
export function buybackStrategyInput(form: BuybackForm): BuybackStrategyInput | null {
  const percentage = parseNumber(form.percentage);
  const roundingValue = roundingValueNumber(form);
  if (percentage === null) return null;
  if (hasRoundingValueInput(form.roundingType) && roundingValue === null) return null;
  const magnitude = Math.abs(percentage);
  return {
    pricePositioning: form.position === 'GREATER' ? magnitude : -magnitude,
    roundingType: form.roundingType,
    roundingValue,
  };
}
