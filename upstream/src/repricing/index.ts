export { runRepricingBatch, MAX_LOG_BATCHES, type RepricingBatchInput } from './runRepricingBatch';
export { runRepricingCycle } from './runRepricingCycle';
export { driftMarket, type DriftOptions } from './driftMarket';
export { decideItemPrice } from './decideItemPrice';
