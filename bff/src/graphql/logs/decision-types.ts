import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';

// "Why this price?": how a repricing decision went from the market to the price, as the
// upstream recorded it. Labels and notes arrive worded in the reader's language; the kinds are
// for code (icons, layout). What each step means: docs/pricing-decisions.md.

export enum PriceStrategyKind {
  VARIATION = 'variation',
  MARKET = 'market',
  REVENDO = 'revendo',
  BUYBACK = 'buyback',
}
registerEnumType(PriceStrategyKind, {
  name: 'PriceStrategyKind',
  description: 'The strategy a decision applied (BUYBACK: the trade-in strategy).',
  valuesConfig: {
    VARIATION: { description: 'The variation strategy.' },
    MARKET: { description: 'The market strategy.' },
    REVENDO: { description: 'The revendo strategy.' },
    BUYBACK: { description: 'The trade-in strategy.' },
  },
});

export enum PriceReferenceKind {
  LOWEST_COMPETITOR_OFFER = 'lowest_competitor_offer',
  MEDIAN_MARKET_PRICE = 'median_market_price',
  MIN_MARKET_PRICE = 'min_market_price',
  MAX_MARKET_PRICE = 'max_market_price',
  AVERAGE_MARKET_PRICE = 'average_market_price',
}
registerEnumType(PriceReferenceKind, {
  name: 'PriceReferenceKind',
  description:
    'The market figure a strategy starts from: the lowest competitor offer (variation, revendo), the median, lowest or highest offer (market, as the strategy names it), or the average trade-in offer (trade-in).',
  valuesConfig: {
    LOWEST_COMPETITOR_OFFER: { description: 'The lowest competitor offer (variation, revendo).' },
    MEDIAN_MARKET_PRICE: { description: 'The median market offer (market).' },
    MIN_MARKET_PRICE: { description: 'The lowest market offer (market).' },
    MAX_MARKET_PRICE: { description: 'The highest market offer (market).' },
    AVERAGE_MARKET_PRICE: { description: 'The average trade-in offer (trade-in).' },
  },
});

export enum PriceDecisionOutcome {
  UPDATED = 'updated',
  UNCHANGED = 'unchanged',
  DRY_RUN = 'dry_run',
  SKIPPED = 'skipped',
  FAILED = 'failed',
}
registerEnumType(PriceDecisionOutcome, {
  name: 'PriceDecisionOutcome',
  description:
    'UPDATED: the new price was applied. UNCHANGED: it equals the current price. DRY_RUN: logged, not applied (the store reprices in dry run). SKIPPED: no price could be computed (see skipReason). FAILED: computed but the store did not take it, or the computation failed.',
  valuesConfig: {
    UPDATED: { description: 'The new price was applied.' },
    UNCHANGED: { description: 'The new price equals the current price.' },
    DRY_RUN: { description: 'Logged, not applied (the store reprices in dry run).' },
    SKIPPED: { description: 'No price could be computed (see skipReason).' },
    FAILED: { description: 'Computed but the store did not take it, or the computation failed.' },
  },
});

export enum PriceDecisionStepKind {
  UNDERCUT = 'undercut',
  VARIATION = 'variation',
  ROUNDING = 'rounding',
  RANGE = 'range',
  MARGIN = 'margin',
  NEXT_GENERATION_CAP = 'next_generation_cap',
  CLAMP = 'clamp',
  DRY_RUN = 'dry_run',
  OTHER = 'other',
}
registerEnumType(PriceDecisionStepKind, {
  name: 'PriceDecisionStepKind',
  description:
    'UNDERCUT: one unit below the reference. VARIATION: a signed percentage or amount (market strategy; trade-in price positioning). ROUNDING: downwards, the strategy way. RANGE: kept within the variation strategy range. MARGIN: raised to the minimum margin over cost. NEXT_GENERATION_CAP: not above the next generation. CLAMP: within the item minimum and maximum price. DRY_RUN: not applied. OTHER: a step this BFF does not know yet.',
  valuesConfig: {
    UNDERCUT: { description: 'One unit below the reference.' },
    VARIATION: {
      description: 'A signed percentage or amount (market strategy; trade-in price positioning).',
    },
    ROUNDING: { description: 'Rounded downwards, the strategy way.' },
    RANGE: { description: 'Kept within the variation strategy range.' },
    MARGIN: { description: 'Raised to the minimum margin over cost.' },
    NEXT_GENERATION_CAP: { description: 'Not above the next generation.' },
    CLAMP: { description: 'Kept within the item minimum and maximum price.' },
    DRY_RUN: { description: 'Not applied (dry run).' },
    OTHER: { description: 'A step this BFF does not know yet.' },
  },
});

@ObjectType({
  description:
    'One step from the reference towards the price; applying the steps in order to the reference gives the result.',
  simpleResolvers: true,
})
export class PriceDecisionStep {
  @Field(() => PriceDecisionStepKind, { description: 'What the step does.' })
  kind!: PriceDecisionStepKind;

  @Field(() => String, { description: "The step's name, in the reader's language." })
  label!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'The price after the step, in the currency of currencySymbol.',
  })
  value!: number | null;

  @Field(() => String, {
    nullable: true,
    description: "What the step did, with its figures, in the reader's language.",
  })
  note!: string | null;
}

@ObjectType({ description: 'One parameter a decision used.', simpleResolvers: true })
export class PriceDecisionParameter {
  @Field(() => String, {
    description: 'The parameter, as the upstream names it (e.g. min_price_percentage, cost).',
  })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Its value as text (numbers unformatted); null when it has none.',
  })
  value!: string | null;
}

@ObjectType({
  description:
    'How a repricing decision reached its price ("Why this price?"): strategy, market reference, steps and outcome, worded by the upstream in the reader\'s language.',
  simpleResolvers: true,
})
export class PriceDecision {
  @Field(() => String, { description: "The strategy's name, in the reader's language." })
  strategy!: string;

  @Field(() => PriceStrategyKind, {
    nullable: true,
    description: 'The strategy applied; null when the category had none.',
  })
  strategyKind!: PriceStrategyKind | null;

  @Field(() => [PriceDecisionParameter], {
    description:
      "The strategy's values and the item's own figures it read (base price, cost, revendo's stock, days and table row).",
  })
  parameters!: PriceDecisionParameter[];

  @Field(() => String, {
    description:
      'The market figure the decision started from, named in the reader\'s language (e.g. "Median market price"); empty when there was none.',
  })
  reference!: string;

  @Field(() => PriceReferenceKind, { nullable: true, description: 'Which market figure it is.' })
  referenceKind!: PriceReferenceKind | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Its amount then; null when nobody sold the product.',
  })
  referenceAmount!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Where it came from: offers, countries and grade (e.g. "12 offers in IT, DE, FR, grade A").',
  })
  referenceNote!: string | null;

  @Field(() => [String], {
    description: 'Countries whose competitor offers made the reference (lower-case codes).',
  })
  referenceCountries!: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'How many competitor offers it was taken from.',
  })
  referenceOffers!: number | null;

  @Field(() => [PriceDecisionStep], { description: 'From the reference to the result, in order.' })
  steps!: PriceDecisionStep[];

  @Field(() => Float, {
    nullable: true,
    description: 'The price the steps reach; null when skipped before one was reached.',
  })
  result!: number | null;

  @Field(() => PriceDecisionOutcome, { description: 'What happened with the result.' })
  outcome!: PriceDecisionOutcome;

  @Field(() => String, {
    nullable: true,
    description: "Why no price was computed (SKIPPED), in the reader's language.",
  })
  skipReason!: string | null;

  @Field(() => String, { description: 'Currency symbol of every amount of the decision.' })
  currencySymbol!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The decision in one line, as the log's reason shows it, in the reader's language.",
  })
  reason!: string | null;

  @Field(() => ID, { nullable: true, description: 'The batch that made the decision.' })
  batchId!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the decision was made.' })
  decidedAt!: string | null;
}
