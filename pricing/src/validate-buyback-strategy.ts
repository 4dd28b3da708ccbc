import { type BuybackStrategyValues } from './strategy-values';
import {
  FieldErrors,
  PERCENT_BOUNDS,
  type StrategyValidation,
  isRecord,
  readNumber,
  readRounding,
} from './strategy-validation';

/** Body of PUT /api/buyback-strategies/{categoryId} → normalised values or 422 details. */
export function validateBuybackStrategy(body: unknown): StrategyValidation<BuybackStrategyValues> {
  const errors = new FieldErrors();
  if (!isRecord(body)) {
    errors.add(
      'price_positioning',
      'The buyback strategy must be sent as a JSON object with price_positioning and rounding.',
    );
    return errors.failure();
  }
  const positioning = readNumber(
    body.price_positioning,
    'price_positioning',
    'The price positioning',
    errors,
    PERCENT_BOUNDS,
    '%',
  );
  const rounding = readRounding(body, '', errors);
  if (positioning === null || rounding === null || !errors.empty) return errors.failure();
  return { ok: true, value: { pricePositioning: positioning, ...rounding } };
}
