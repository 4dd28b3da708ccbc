export { toCents, fromCents, addPercentDown, minimumPriceForMargin } from './money';
export { ROUNDING_TYPES, type RoundingType, type RoundingRule, roundDown } from './rounding';
export {
  type DecisionStep,
  type PriceDecision,
  type SkipReason,
  priceDecision,
  skipDecision,
} from './price-decision';
export * from './strategy-values';
export { variationRange, priceByVariation, type VariationInput } from './variation-strategy';
export { marketReferencePrice } from './market-reference';
export { priceByMarket, type MarketInput } from './market-strategy';
export {
  REVENDO_ROWS,
  findRevendoRow,
  type RevendoRow,
  type RevendoConditions,
} from './revendo-table';
export { priceByRevendo, type RevendoInput } from './revendo-strategy';
export { priceByBuyback, type BuybackInput } from './buyback-strategy';
export { PC_BUYBACK_MULTIPLIERS, type PcBuybackMultiplier } from './pc-buyback-multipliers';
export {
  clampToItemLimits,
  type ClampedPrice,
  type ItemPriceLimits,
  type PriceLimitNotification,
} from './clamp-to-item-limits';
export { type StrategyValidation } from './strategy-validation';
export { validateResellStrategy, type ResellValidationContext } from './validate-resell-strategy';
export { validateBuybackStrategy } from './validate-buyback-strategy';
