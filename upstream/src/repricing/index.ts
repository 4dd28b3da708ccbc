export {
  runRepricingBatch,
  runSeededBatches,
  pruneExpiredBatches,
  retainedBatches,
  DEFAULT_LOG_RETENTION_DAYS,
  type RepricingBatchInput,
} from './runRepricingBatch';
export { runRepricingCycle } from './runRepricingCycle';
export { driftMarket, type DriftOptions } from './driftMarket';
export { decideItemPrice } from './decideItemPrice';
export {
  explainDecision,
  decisionParameters,
  decisionReference,
  referenceAmount,
  referenceKind,
  statusOf,
  type DecisionInputs,
  type DecisionOutcome,
  type PriceExplanation,
  type PriceReference,
  type ReferenceKind,
} from './explainDecision';
export { liveMarket, pastMarket, type MarketView } from './marketView';
export { batchContext, marketScope, scopeOfContext } from './marketScope';
export { itemFacts, entryName } from './itemFacts';
export { entryInputs, entryExplanation } from './entryDecision';
