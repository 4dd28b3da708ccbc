export {
  runRepricingBatch,
  pruneExpiredBatches,
  retainedBatches,
  DEFAULT_LOG_RETENTION_DAYS,
  type RepricingBatchInput,
} from './run-repricing-batch';
export { runSeededBatches } from './run-seeded-batches';
export { runRepricingCycle } from './run-repricing-cycle';
export { driftMarket, type DriftOptions } from './drift-market';
export { decideItemPrice } from './decide-item-price';
export {
  explainDecision,
  decisionReference,
  referenceKind,
  statusOf,
  type DecisionInputs,
  type DecisionOutcome,
  type PriceExplanation,
  type PriceReference,
} from './explain-decision';
export { decisionParameters } from './decision-parameters';
export { liveMarket, pastMarket, type MarketView } from './market-view';
export { batchContext, marketScope, scopeOfContext } from './market-scope';
export { itemFacts, entryName } from './item-facts';
export { entryInputs, entryExplanation } from './entry-decision';
