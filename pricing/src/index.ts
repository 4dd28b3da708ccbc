// The pricing rules written once: the upstream's repricer prices items with them and the
// dashboard's strategy screens compute their live examples with them (README.md).
export {
  type Cents,
  toCents,
  fromCents,
  oneUnitBelow,
  addPercentDown,
  minimumPriceForMargin,
} from './money';
export { type RoundingRule, roundDown, roundingRuleComplete } from './rounding';
export * from './strategy-values';
export {
  type DecisionStep,
  type PriceDecision,
  type SkipReason,
  priceDecision,
  skipDecision,
} from './price-decision';
export {
  variationRange,
  priceByVariation,
  type VariationInput,
  type VariationRange,
} from './variation-strategy';
export { marketReferencePrice, referenceAmount, type ReferenceKind } from './market-reference';
export { priceByMarket, type MarketInput } from './market-strategy';
export {
  REVENDO_ROWS,
  findRevendoRow,
  priceChangeAge,
  type PriceChangeAge,
  type RevendoRow,
  type RevendoConditions,
  type RevendoRowMatch,
  type StockBand,
  type SoldOutBand,
  type PriceChangeBand,
} from './revendo-table';
export { priceByRevendo, type RevendoInput, type RevendoDecision } from './revendo-strategy';
export { priceByBuyback, type BuybackInput } from './buyback-strategy';
export { PC_BUYBACK_MULTIPLIERS, type PcBuybackMultiplier } from './pc-buyback-multipliers';
export {
  clampToItemLimits,
  type ClampedPrice,
  type ItemPriceLimits,
  type PriceLimitNotification,
} from './clamp-to-item-limits';
export {
  FIXED_ROUNDING_BOUNDS,
  PERCENTAGE_ROUNDING_BOUNDS,
  PERCENT_BOUNDS,
  type StrategyValidation,
} from './strategy-validation';
export {
  CURRENCY_OFFSET_BOUNDS,
  MARGIN_BOUNDS,
  validateResellStrategy,
  type ResellValidationContext,
} from './validate-resell-strategy';
export { validateBuybackStrategy } from './validate-buyback-strategy';
