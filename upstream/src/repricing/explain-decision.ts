// Why an item got its price: the strategy and its parameters, the market reference it started from,
// every step to the result and the outcome. A pure function of the facts a log entry stores, so the
// explanation read months later is the one the repricer acted on (docs/pricing-decisions.md).
import {
  type DecisionStep,
  type PriceDecision,
  type ReferenceKind,
  type RevendoRow,
  type SkipReason,
  clampToItemLimits,
  priceByBuyback,
  priceByMarket,
  priceByRevendo,
  priceByVariation,
} from '@refurb/pricing';
import type { DecisionFailure, DecisionOutcome, DecisionStrategy } from '@refurb/contract';
import { type LogEntryFacts } from '../data/log-entry-table';
import { CATEGORIES } from '../data/reference';
import type {
  BatchContext,
  BuybackStrategy,
  Country,
  Grade,
  ItemFacts,
  LogStatus,
  ResellStrategy,
} from '../data/types';

/** The strategy kinds and outcomes a decision names are the REST contract's (docs/pricing-decisions.md). */
export type { DecisionOutcome };
export type StrategyKind = DecisionStrategy;

/** What a decision is made from: the batch's context and the facts its log entry keeps. */
export interface DecisionInputs extends Pick<
  LogEntryFacts,
  | 'facts'
  | 'oldPrice'
  | 'reference'
  | 'offers'
  | 'nextGeneration'
  | 'daysSinceChange'
  | 'failure'
  | 'error'
> {
  context: BatchContext;
}

export interface PriceExplanation {
  strategy: StrategyKind | null;
  steps: DecisionStep[];
  /** The price the steps end at; null when skipped before one was reached. */
  result: number | null;
  outcome: DecisionOutcome;
  skip: SkipReason | null;
  failure: DecisionFailure | null;
  /** The item limit the result sits on. */
  limit: 'min' | 'max' | null;
  /** The revendo table row that applied. */
  row: RevendoRow | null;
}

export interface PriceReference {
  kind: ReferenceKind;
  amount: number | null;
  countries: Country[];
  grade: Grade;
  offers: number;
}

type Strategy = ResellStrategy | BuybackStrategy;

export function strategyOf(context: BatchContext, categoryId: number): Strategy | null {
  return context.strategies.get(categoryId) ?? null;
}

/** The market figure a strategy starts from. */
export function referenceKind(strategy: Strategy, context: BatchContext): ReferenceKind {
  if (context.catalogType === 'buyback' || !('type' in strategy)) return 'average_market_price';
  switch (strategy.type) {
    case 'market':
      return strategy.values.marketPrice === 'median'
        ? 'median_market_price'
        : strategy.values.marketPrice === 'min'
          ? 'min_market_price'
          : 'max_market_price';
    case 'variation':
    case 'revendo':
      return 'lowest_competitor_offer';
  }
}

/** Whether the decision reads the next generation's market price (market strategy, smartphones). */
export function checksNextGeneration(strategy: Strategy | null, facts: ItemFacts): boolean {
  return (
    strategy !== null &&
    'type' in strategy &&
    strategy.type === 'market' &&
    strategy.values.validateAgainstNextGen &&
    isSmartphone(facts.categoryId)
  );
}

function isSmartphone(categoryId: number): boolean {
  return CATEGORIES.find((category) => category.id === categoryId)?.slug === 'smartphone';
}

export function statusOf(outcome: DecisionOutcome): LogStatus {
  if (outcome === 'updated') return 'success';
  if (outcome === 'failed') return 'failed';
  return 'skipped';
}

function strategyKind(strategy: Strategy): StrategyKind {
  return 'type' in strategy ? strategy.type : 'buyback';
}

/**
 * The decision for one item from the facts its log entry keeps: the category's strategy applied
 * to the market reference, kept within the item's limits, then the outcome (applied, unchanged,
 * dry run, skipped or failed at the store).
 */
export function explainDecision(inputs: DecisionInputs): PriceExplanation {
  const strategy = strategyOf(inputs.context, inputs.facts.categoryId);
  if (strategy === null) {
    return {
      ...noPrice(),
      strategy: null,
      outcome: 'skipped',
      skip: { kind: 'no_strategy', categoryId: inputs.facts.categoryId },
    };
  }
  if (inputs.failure === 'error') return failedWithError(strategy, inputs.error);
  let applied: AppliedStrategy;
  try {
    applied = applyStrategy(strategy, inputs);
  } catch (error) {
    return failedWithError(strategy, error instanceof Error ? error.message : String(error));
  }
  const { decision, row } = applied;
  if (decision.outcome === 'skip') {
    return {
      ...noPrice(),
      strategy: strategyKind(strategy),
      steps: decision.steps,
      outcome: 'skipped',
      skip: decision.reason,
      row,
    };
  }
  return {
    ...keptInLimits(decision.price, decision.steps, inputs),
    strategy: strategyKind(strategy),
    row,
  };
}

/** What an explanation holds when no price was reached (the fields a skip or failure overrides). */
function noPrice(): Pick<
  PriceExplanation,
  'steps' | 'result' | 'skip' | 'failure' | 'limit' | 'row'
> {
  return { steps: [], result: null, skip: null, failure: null, limit: null, row: null };
}

interface AppliedStrategy {
  decision: PriceDecision;
  /** The revendo table row that applied (revendo only). */
  row: RevendoRow | null;
}

/** The strategy's own rule (@refurb/pricing) on the item's facts and market reference. */
function applyStrategy(strategy: Strategy, inputs: DecisionInputs): AppliedStrategy {
  const { facts, reference } = inputs;
  if (!('type' in strategy)) {
    return {
      decision: priceByBuyback({ averageMarketPrice: reference, values: strategy }),
      row: null,
    };
  }
  switch (strategy.type) {
    case 'variation':
      return {
        decision: priceByVariation({
          basePrice: facts.basePrice,
          lowestCompetitorOffer: reference,
          values: strategy.values,
        }),
        row: null,
      };
    case 'market':
      return {
        decision: priceByMarket({
          marketPrice: reference,
          cost: facts.cost,
          isSmartphone: isSmartphone(facts.categoryId),
          nextGenMarketPrice: inputs.nextGeneration,
          values: strategy.values,
        }),
        row: null,
      };
    case 'revendo': {
      const decision = priceByRevendo({
        stockRfs: facts.stockRfs,
        daysTillSoldOut: facts.daysTillSoldOut,
        daysSinceLastPriceChange: inputs.daysSinceChange,
        promotion: facts.promotion,
        accelerated: facts.accelerated,
        minMarketPrice: reference,
        cost: facts.cost,
      });
      return { decision, row: decision.row };
    }
  }
}

const LIMIT_OF = {
  min_allowed_price_reached: 'min',
  max_allowed_price_reached: 'max',
} as const;

/** The strategy's price kept within the item's limits, and what became of it at the store. */
function keptInLimits(
  price: number,
  strategySteps: DecisionStep[],
  inputs: DecisionInputs,
): Omit<PriceExplanation, 'strategy' | 'row'> {
  const { facts, context } = inputs;
  const clamped = clampToItemLimits(price, { minPrice: facts.minPrice, maxPrice: facts.maxPrice });
  const limit = clamped.notification === null ? null : LIMIT_OF[clamped.notification];
  const result = clamped.price;
  const steps: DecisionStep[] = [
    ...strategySteps,
    { kind: 'clamp', min: facts.minPrice, max: facts.maxPrice, limit, amount: result },
  ];
  let outcome: DecisionOutcome;
  if (context.dryRun) {
    steps.push({ kind: 'dry_run', amount: result });
    outcome = 'dry_run';
  } else if (inputs.failure !== null) {
    outcome = 'failed';
  } else {
    outcome = result === inputs.oldPrice ? 'unchanged' : 'updated';
  }
  const failure = outcome === 'failed' && inputs.failure !== null ? { kind: inputs.failure } : null;
  return { steps, result, outcome, skip: null, failure, limit };
}

function failedWithError(strategy: Strategy, message: string | undefined): PriceExplanation {
  return {
    ...noPrice(),
    strategy: strategyKind(strategy),
    outcome: 'failed',
    failure: message === undefined ? { kind: 'error' } : { kind: 'error', message },
  };
}

/** The market reference of a decision: what it was, where from, and how many offers. */
export function decisionReference(inputs: DecisionInputs): PriceReference | null {
  const strategy = strategyOf(inputs.context, inputs.facts.categoryId);
  if (strategy === null) return null;
  return {
    kind: referenceKind(strategy, inputs.context),
    amount: inputs.reference,
    countries: inputs.context.countries,
    grade: inputs.facts.grade,
    offers: inputs.offers,
  };
}
