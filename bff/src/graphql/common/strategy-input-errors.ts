// A strategy save's refusals keyed by the GraphQL input path (input.variation.minPricePercentage)
// and worded in the user's language: the values are checked here with the rules of
// @refurb/pricing before the store is asked, and the store's own 422 (its snake_case keys) is
// mapped to the same paths.
import {
  CURRENCY_OFFSET_BOUNDS,
  FIXED_ROUNDING_BOUNDS,
  MARGIN_BOUNDS,
  PERCENTAGE_ROUNDING_BOUNDS,
  PERCENT_BOUNDS,
} from '@refurb/pricing';
import { codedError, errorCodeOf } from '../../errors.js';
import { type Locale } from '../viewer/locale.js';
import { apiMessage, type ApiMessageKey, type ApiMessageParams } from './api-messages.js';
import { ResellStrategyType } from '../strategies/strategy-types.js';
import { Comparison, RoundingType } from './enums.js';

/** Field errors by GraphQL input path, as `extensions.fieldErrors` carries them. */
export type FieldErrors = Record<string, string[]>;

interface Rounding {
  roundingType: RoundingType;
  roundingValue?: number | null;
}

interface ResellValues {
  type: ResellStrategyType;
  variation?: ({ minPricePercentage: number; maxPricePercentage: number } & Rounding) | null;
  market?: { value: number; comparison: Comparison; margin?: number | null } | null;
}

interface BuybackValues extends Rounding {
  pricePositioning: number;
}

class Collected {
  readonly errors: FieldErrors = {};
  constructor(readonly locale: Locale) {}

  add(path: string, key: ApiMessageKey, params: ApiMessageParams = {}): void {
    (this.errors[path] ??= []).push(apiMessage(this.locale, key, params));
  }

  range(path: string, value: number, bounds: { min: number; max: number }): boolean {
    if (value >= bounds.min && value <= bounds.max) return true;
    this.add(path, 'strategy.range', bounds);
    return false;
  }

  rounding(prefix: string, { roundingType, roundingValue }: Rounding): void {
    const path = `${prefix}roundingValue`;
    if (roundingType !== RoundingType.FIXED && roundingType !== RoundingType.PERCENTAGE) return;
    if (roundingValue === null || roundingValue === undefined) {
      this.add(path, 'strategy.required');
      return;
    }
    const fixed = roundingType === RoundingType.FIXED;
    const inRange = this.range(
      path,
      roundingValue,
      fixed ? FIXED_ROUNDING_BOUNDS : PERCENTAGE_ROUNDING_BOUNDS,
    );
    if (inRange && fixed && Math.round(roundingValue * 100) !== roundingValue * 100) {
      this.add(path, 'strategy.twoDecimals');
    }
  }
}

/** What is wrong with a resell strategy input (`input.…` paths); empty when nothing is. */
export function resellInputErrors(input: ResellValues, locale: Locale): FieldErrors {
  const found = new Collected(locale);
  if (input.type === ResellStrategyType.VARIATION) {
    const variation = input.variation;
    if (!variation) found.add('input.variation', 'strategy.required');
    else {
      const min = found.range(
        'input.variation.minPricePercentage',
        variation.minPricePercentage,
        PERCENT_BOUNDS,
      );
      const max = found.range(
        'input.variation.maxPricePercentage',
        variation.maxPricePercentage,
        PERCENT_BOUNDS,
      );
      if (min && max && variation.minPricePercentage > variation.maxPricePercentage) {
        found.add('input.variation.minPricePercentage', 'strategy.minAboveMax', {
          min: variation.minPricePercentage,
          max: variation.maxPricePercentage,
        });
      }
      found.rounding('input.variation.', variation);
    }
  }
  if (input.type === ResellStrategyType.MARKET) {
    const market = input.market;
    if (!market) found.add('input.market', 'strategy.required');
    else {
      const currency = market.comparison === Comparison.CURRENCY;
      found.range(
        'input.market.value',
        market.value,
        currency ? CURRENCY_OFFSET_BOUNDS : PERCENT_BOUNDS,
      );
      if (market.margin !== null && market.margin !== undefined) {
        found.range('input.market.margin', market.margin, MARGIN_BOUNDS);
      }
    }
  }
  return found.errors;
}

/** What is wrong with a buyback strategy input (`input.…` paths); empty when nothing is. */
export function buybackInputErrors(input: BuybackValues, locale: Locale): FieldErrors {
  const found = new Collected(locale);
  found.range('input.pricePositioning', input.pricePositioning, PERCENT_BOUNDS);
  found.rounding('input.', input);
  return found.errors;
}

/** BAD_USER_INPUT with the field errors (its message: the first of them), or nothing. */
export function throwIfInvalid(errors: FieldErrors, locale: Locale): void {
  const first = Object.values(errors)[0]?.[0];
  if (first === undefined) return;
  throw codedError('BAD_USER_INPUT', first ?? apiMessage(locale, 'strategy.invalid'), {
    fieldErrors: errors,
  });
}

const resellPaths: Readonly<Record<string, string>> = {
  type: 'input.type',
  values: 'input',
  'values.min_price_percentage': 'input.variation.minPricePercentage',
  'values.max_price_percentage': 'input.variation.maxPricePercentage',
  'values.value': 'input.market.value',
  'values.comparison': 'input.market.comparison',
  'values.market_price': 'input.market.marketPrice',
  'values.margin': 'input.market.margin',
  // Only the variation strategy has a rounding.
  'values.rounding_type': 'input.variation.roundingType',
  'values.rounding_value': 'input.variation.roundingValue',
  'values.validate_against_next_gen': 'input.market.validateAgainstNextGen',
};

const buybackPaths: Readonly<Record<string, string>> = {
  price_positioning: 'input.pricePositioning',
  rounding_type: 'input.roundingType',
  rounding_value: 'input.roundingValue',
};

/**
 * The store's refusal of a strategy (422: field errors under its snake_case names) with its
 * field errors keyed by GraphQL input path and worded in `locale`; any other error as it is.
 */
export function withStrategyInputPaths(
  error: unknown,
  side: 'resell' | 'buyback',
  locale: Locale,
): unknown {
  if (errorCodeOf(error) !== 'BAD_USER_INPUT') return error;
  const { extensions } = error as { extensions: { fieldErrors?: FieldErrors } };
  const keys = Object.keys(extensions.fieldErrors ?? {});
  if (keys.length === 0) return error;
  const found = new Collected(locale);
  for (const key of keys) {
    found.add(
      pathOf(key, side),
      key.endsWith('validate_against_next_gen')
        ? 'strategy.nextGenSmartphonesOnly'
        : 'strategy.refused',
    );
  }
  return codedError('BAD_USER_INPUT', apiMessage(locale, 'strategy.invalid'), {
    fieldErrors: found.errors,
  });
}

function pathOf(key: string, side: 'resell' | 'buyback'): string {
  if (side === 'buyback') return buybackPaths[key] ?? 'input';
  return resellPaths[key] ?? 'input';
}
