import {
  MARKET_COMPARISONS,
  MARKET_REFERENCES,
  RESELL_STRATEGY_TYPES,
  type MarketValues,
  type ResellStrategyInput,
  type VariationValues,
} from './strategy-values';
import {
  FieldErrors,
  PERCENT_BOUNDS,
  type StrategyValidation,
  isRecord,
  readChoice,
  readNumber,
  readRounding,
} from './strategy-validation';

/** A currency offset beyond ±100,000 is a typo, not a strategy. */
export const CURRENCY_OFFSET_BOUNDS = { min: -100_000, max: 100_000 } as const;
/** A margin of 100% or more cannot be reached (price = cost / (1 − margin)). */
export const MARGIN_BOUNDS = { min: 0, max: 90 } as const;

export interface ResellValidationContext {
  /** False for a category other than smartphones: the next-generation check is refused there. */
  isSmartphoneCategory?: boolean;
}

/** Body of PUT /api/strategies/{categoryId} → normalised strategy or 422 details. */
export function validateResellStrategy(
  body: unknown,
  context: ResellValidationContext = {},
): StrategyValidation<ResellStrategyInput> {
  const errors = new FieldErrors();
  if (!isRecord(body)) {
    errors.add('type', 'The strategy must be sent as a JSON object with a type and values.');
    return errors.failure();
  }
  const type = readChoice(body.type, 'type', 'The strategy type', RESELL_STRATEGY_TYPES, errors);
  if (type === null) return errors.failure();
  if (type === 'revendo') return { ok: true, value: { type, values: {} } };

  const values = isRecord(body.values) ? body.values : {};
  if (body.values !== undefined && !isRecord(body.values)) {
    errors.add('values', 'The strategy values must be an object.');
    return errors.failure();
  }
  if (type === 'variation') {
    const parsed = readVariationValues(values, errors);
    return parsed && errors.empty
      ? { ok: true, value: { type, values: parsed } }
      : errors.failure();
  }
  const parsed = readMarketValues(values, errors, context);
  return parsed && errors.empty ? { ok: true, value: { type, values: parsed } } : errors.failure();
}

function readVariationValues(
  values: Record<string, unknown>,
  errors: FieldErrors,
): VariationValues | null {
  const min = readNumber(
    values.min_price_percentage,
    'values.min_price_percentage',
    'The minimum variation',
    errors,
    PERCENT_BOUNDS,
    '%',
  );
  const max = readNumber(
    values.max_price_percentage,
    'values.max_price_percentage',
    'The maximum variation',
    errors,
    PERCENT_BOUNDS,
    '%',
  );
  if (min !== null && max !== null && min > max) {
    errors.add(
      'values.min_price_percentage',
      `The minimum variation (${min}%) cannot be higher than the maximum variation (${max}%).`,
    );
  }
  const rounding = readRounding(values, 'values.', errors);
  if (min === null || max === null || rounding === null) return null;
  return { minPricePercentage: min, maxPricePercentage: max, ...rounding };
}

function readMarketValues(
  values: Record<string, unknown>,
  errors: FieldErrors,
  context: ResellValidationContext,
): MarketValues | null {
  const comparison = readChoice(
    values.comparison,
    'values.comparison',
    'The comparison',
    MARKET_COMPARISONS,
    errors,
  );
  const value =
    comparison === 'currency'
      ? readNumber(values.value, 'values.value', 'The amount', errors, CURRENCY_OFFSET_BOUNDS)
      : readNumber(values.value, 'values.value', 'The percentage', errors, PERCENT_BOUNDS, '%');
  const marketPrice = readChoice(
    values.market_price,
    'values.market_price',
    'The market price reference',
    MARKET_REFERENCES,
    errors,
  );
  const margin =
    values.margin === undefined || values.margin === null || values.margin === ''
      ? null
      : readNumber(
          values.margin,
          'values.margin',
          'The minimum margin',
          errors,
          MARGIN_BOUNDS,
          '%',
        );
  const nextGen = readBoolean(values.validate_against_next_gen);
  if (nextGen === null) {
    errors.add(
      'values.validate_against_next_gen',
      'The next-generation check must be on or off (true or false).',
    );
  } else if (nextGen && context.isSmartphoneCategory === false) {
    errors.add(
      'values.validate_against_next_gen',
      'The next-generation check is only available for smartphones.',
    );
  }
  if (comparison === null || value === null || marketPrice === null || nextGen === null) {
    return null;
  }
  return {
    value,
    comparison,
    marketPrice,
    margin,
    validateAgainstNextGen: nextGen,
  };
}

/** Missing means off: the checkbox only shows for smartphones. */
function readBoolean(raw: unknown): boolean | null {
  if (raw === undefined || raw === null || raw === false || raw === 0 || raw === 'false') {
    return false;
  }
  if (raw === true || raw === 1 || raw === 'true') return true;
  return null;
}
