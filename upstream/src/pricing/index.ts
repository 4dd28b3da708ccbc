export { toCents, fromCents, addPercentDown, minimumPriceForMargin } from './money';
export { ROUNDING_TYPES, type RoundingType, type RoundingRule, roundDown } from './rounding';
export {
  type DecisionStep,
  type PriceDecision,
  type SkipReason,
  priceDecision,
  skipDecision,
} from './priceDecision';
export * from './strategyValues';
export { variationRange, priceByVariation, type VariationInput } from './variationStrategy';
export { marketReferencePrice } from './marketReference';
export { priceByMarket, type MarketInput } from './marketStrategy';
export {
  REVENDO_ROWS,
  findRevendoRow,
  type RevendoRow,
  type RevendoConditions,
} from './revendoTable';
export { priceByRevendo, type RevendoInput } from './revendoStrategy';
export { priceByBuyback, type BuybackInput } from './buybackStrategy';
export { PC_BUYBACK_MULTIPLIERS, type PcBuybackMultiplier } from './pcBuybackMultipliers';
export {
  clampToItemLimits,
  type ClampedPrice,
  type ItemPriceLimits,
  type PriceLimitNotification,
} from './clampToItemLimits';
export { type StrategyValidation } from './strategyValidation';
export { validateResellStrategy, type ResellValidationContext } from './validateResellStrategy';
export { validateBuybackStrategy } from './validateBuybackStrategy';
