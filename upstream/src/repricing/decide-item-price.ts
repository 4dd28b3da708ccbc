import { referenceAmount } from '@refurb/pricing';
import { type BatchContext, type CatalogItemRecord, type Database } from '../data/types';
import {
  type DecisionInputs,
  type PriceExplanation,
  checksNextGeneration,
  explainDecision,
  referenceKind,
  strategyOf,
} from './explain-decision';
import { itemFacts } from './item-facts';
import { type MarketScope, nextGenerationProductKeys } from './market-scope';
import { type MarketView } from './market-view';
import { simulatedStoreFailure } from './store-failures';

const DAY_MS = 86_400_000;

export interface ItemPricingContext {
  database: Database;
  item: CatalogItemRecord;
  now: number;
  context: BatchContext;
  scope: MarketScope;
  market: MarketView;
  /** Seeds the simulated store's answers for this batch (store-failures.ts); null: it takes all. */
  failureSeed: number | null;
  failureRate: number;
}

export interface ItemDecision {
  inputs: DecisionInputs;
  explanation: PriceExplanation;
}

/**
 * The strategy of the item's category applied to the item's market: resell strategies for a
 * resell catalog, the buyback strategy for a buyback one. Competitors are the offers for the
 * item's own market product (same model, storage, grade and battery type) in the store's
 * countries; the reference is the figure the strategy names (referenceKind).
 */
export function decideItemPrice(input: ItemPricingContext): ItemDecision {
  const { database, item, now, context, scope, market } = input;
  const facts = itemFacts(item);
  const strategy = strategyOf(context, facts.categoryId);
  let reference: number | null = null;
  let offers = 0;
  let nextGeneration: number | null = null;
  if (strategy !== null) {
    const kind = referenceKind(strategy, context);
    const prices = market.offerPrices(facts.productKey, scope);
    reference = referenceAmount(prices, kind);
    offers = prices.length;
    if (checksNextGeneration(strategy, facts)) {
      const nextPrices = nextGenerationProductKeys(database, facts.productKey).flatMap((key) =>
        market.offerPrices(key, scope),
      );
      nextGeneration = referenceAmount(nextPrices, kind);
    }
  }
  const revendo = strategy !== null && 'type' in strategy && strategy.type === 'revendo';
  const inputs: DecisionInputs = {
    context,
    facts,
    oldPrice: item.price,
    reference,
    offers,
    nextGeneration,
    daysSinceChange: revendo
      ? Math.max(0, Math.floor((now - item.lastPriceChangeAt) / DAY_MS))
      : null,
    failure: null,
  };
  let explanation = explainDecision(inputs);
  if (explanation.outcome === 'updated' && input.failureSeed !== null) {
    const failure = simulatedStoreFailure(input.failureSeed, item.id, input.failureRate);
    if (failure !== null) {
      inputs.failure = failure;
      explanation = explainDecision(inputs);
    }
  }
  return { inputs, explanation };
}
