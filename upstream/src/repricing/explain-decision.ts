// Why an item got its price: the strategy and its parameters, the market reference it started from,
// every step to the result and the outcome. A pure function of the facts a log entry stores, so the
// explanation read months later is the one the repricer acted on (docs/pricing-decisions.md).
import {
  type DecisionStep,
  type PriceDecision,
  type RevendoRow,
  type SkipReason,
  clampToItemLimits,
  marketReferencePrice,
  priceByBuyback,
  priceByMarket,
  priceByRevendo,
  priceByVariation,
} from '@refurb/pricing';
import { type StoreFailure } from '../data/log-entry-table';
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

export type ReferenceKind =
  | 'lowest_competitor_offer'
  | 'median_market_price'
  | 'min_market_price'
  | 'max_market_price'
  | 'average_market_price';

/**
 * `updated`: the new price was applied; `unchanged`: it equals the current price; `dry_run`:
 * logged, not applied; `skipped`: no price could be computed; `failed`: the store did not take it.
 */
export type DecisionOutcome = 'updated' | 'unchanged' | 'dry_run' | 'skipped' | 'failed';

export type StrategyKind = 'variation' | 'market' | 'revendo' | 'buyback';

export interface DecisionInputs {
  context: BatchContext;
  facts: ItemFacts;
  oldPrice: number;
  /** The reference amount taken from the market (see referenceAmount); null without offers. */
  reference: number | null;
  offers: number;
  nextGeneration: number | null;
  daysSinceChange: number | null;
  failure: StoreFailure | null;
  error?: string;
}

export interface PriceExplanation {
  strategy: StrategyKind | null;
  steps: DecisionStep[];
  /** The price the steps end at; null when skipped before one was reached. */
  result: number | null;
  outcome: DecisionOutcome;
  skip: SkipReason | null;
  failure: { kind: StoreFailure; message?: string } | null;
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

/** The reference of that kind from the scoped offer prices (to the cent, halves down). */
export function referenceAmount(prices: readonly number[], kind: ReferenceKind): number | null {
  if (prices.length === 0) return null;
  switch (kind) {
    case 'lowest_competitor_offer': {
      let lowest = Number.POSITIVE_INFINITY;
      for (const price of prices) lowest = Math.min(lowest, Math.round(price * 100));
      return lowest / 100;
    }
    case 'average_market_price': {
      let total = 0;
      for (const price of prices) total += Math.round(price * 100);
      return Math.floor(total / prices.length) / 100;
    }
    case 'median_market_price':
    case 'min_market_price':
    case 'max_market_price': {
      const reference = marketReferencePrice(
        prices.map((price) => Math.round(price * 100)),
        kind === 'median_market_price' ? 'median' : kind === 'min_market_price' ? 'min' : 'max',
      );
      return reference === null ? null : reference / 100;
    }
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

export function explainDecision(inputs: DecisionInputs): PriceExplanation {
  const { context, facts } = inputs;
  const strategy = strategyOf(context, facts.categoryId);
  if (strategy === null) {
    return {
      strategy: null,
      steps: [],
      result: null,
      outcome: 'skipped',
      skip: { kind: 'no_strategy', categoryId: facts.categoryId },
      failure: null,
      limit: null,
      row: null,
    };
  }
  if (inputs.failure === 'error') return failedWithError(strategy, inputs.error);
  let decision: PriceDecision;
  let row: RevendoRow | null = null;
  try {
    if (!('type' in strategy)) {
      decision = priceByBuyback({ averageMarketPrice: inputs.reference, values: strategy });
    } else if (strategy.type === 'variation') {
      decision = priceByVariation({
        basePrice: facts.basePrice,
        lowestCompetitorOffer: inputs.reference,
        values: strategy.values,
      });
    } else if (strategy.type === 'market') {
      decision = priceByMarket({
        marketPrice: inputs.reference,
        cost: facts.cost,
        isSmartphone: isSmartphone(facts.categoryId),
        nextGenMarketPrice: inputs.nextGeneration,
        values: strategy.values,
      });
    } else {
      const revendo = priceByRevendo({
        stockRfs: facts.stockRfs,
        daysTillSoldOut: facts.daysTillSoldOut,
        daysSinceLastPriceChange: inputs.daysSinceChange,
        promotion: facts.promotion,
        accelerated: facts.accelerated,
        minMarketPrice: inputs.reference,
        cost: facts.cost,
      });
      decision = revendo;
      row = revendo.row;
    }
  } catch (error) {
    return failedWithError(strategy, error instanceof Error ? error.message : String(error));
  }
  if (decision.outcome === 'skip') {
    return {
      strategy: strategyKind(strategy),
      steps: decision.steps,
      result: null,
      outcome: 'skipped',
      skip: decision.reason,
      failure: null,
      limit: null,
      row,
    };
  }
  const clamped = clampToItemLimits(decision.price, {
    minPrice: facts.minPrice,
    maxPrice: facts.maxPrice,
  });
  const limit =
    clamped.notification === 'min_allowed_price_reached'
      ? 'min'
      : clamped.notification === 'max_allowed_price_reached'
        ? 'max'
        : null;
  const steps: DecisionStep[] = decision.steps;
  steps.push({
    kind: 'clamp',
    min: facts.minPrice,
    max: facts.maxPrice,
    limit,
    amount: clamped.price,
  });
  const result = clamped.price;
  let outcome: DecisionOutcome;
  if (context.dryRun) {
    steps.push({ kind: 'dry_run', amount: result });
    outcome = 'dry_run';
  } else if (inputs.failure !== null) {
    outcome = 'failed';
  } else {
    outcome = result === inputs.oldPrice ? 'unchanged' : 'updated';
  }
  return {
    strategy: strategyKind(strategy),
    steps,
    result,
    outcome,
    skip: null,
    failure: outcome === 'failed' && inputs.failure !== null ? { kind: inputs.failure } : null,
    limit,
    row,
  };
}

function failedWithError(strategy: Strategy, message: string | undefined): PriceExplanation {
  return {
    strategy: strategyKind(strategy),
    steps: [],
    result: null,
    outcome: 'failed',
    skip: null,
    failure: message === undefined ? { kind: 'error' } : { kind: 'error', message },
    limit: null,
    row: null,
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

/**
 * The strategy's parameters as the decision used them (snake_case, as in the profile), with the
 * item's own figures the strategy read (base price, cost, and revendo's conditions and row).
 */
export function decisionParameters(
  inputs: DecisionInputs,
  explanation: PriceExplanation,
): Record<string, string | number | boolean | null> {
  const strategy = strategyOf(inputs.context, inputs.facts.categoryId);
  if (strategy === null) return {};
  const { facts } = inputs;
  if (!('type' in strategy)) {
    return {
      price_positioning: strategy.pricePositioning,
      rounding_type: strategy.roundingType,
      rounding_value: strategy.roundingValue,
    };
  }
  switch (strategy.type) {
    case 'variation':
      return {
        min_price_percentage: strategy.values.minPricePercentage,
        max_price_percentage: strategy.values.maxPricePercentage,
        rounding_type: strategy.values.roundingType,
        rounding_value: strategy.values.roundingValue,
        base_price: facts.basePrice,
      };
    case 'market':
      return {
        value: strategy.values.value,
        comparison: strategy.values.comparison,
        market_price: strategy.values.marketPrice,
        margin: strategy.values.margin,
        validate_against_next_gen: strategy.values.validateAgainstNextGen,
        cost: facts.cost,
        next_generation_market_price: inputs.nextGeneration,
      };
    case 'revendo': {
      const row = explanation.row;
      return {
        stock_rfs: facts.stockRfs,
        days_till_sold_out: facts.daysTillSoldOut,
        days_since_last_price_change: inputs.daysSinceChange,
        promotion: facts.promotion,
        accelerated: facts.accelerated,
        cost: facts.cost,
        stock_band: row?.stock ?? null,
        sold_out_band: row?.soldOut ?? null,
        price_change_band: row?.priceChange ?? null,
        margin_percentage: row?.marginPercentage ?? null,
      };
    }
  }
}
