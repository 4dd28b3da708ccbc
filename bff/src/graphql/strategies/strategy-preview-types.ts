import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PriceDecision } from '../logs/decision-types.js';
import { DateTimeScalar } from '../scalars/date-time.js';

// What a strategy would do to a category's items now, before it is saved: the rules in
// docs/strategy-preview.md.

export enum StrategyPreviewOutcome {
  UP = 'up',
  DOWN = 'down',
  UNCHANGED = 'unchanged',
  SKIPPED = 'skipped',
}
registerEnumType(StrategyPreviewOutcome, {
  name: 'StrategyPreviewOutcome',
  description: "How an item's previewed price compares with its current price.",
  valuesConfig: {
    UP: { description: 'The new price is higher than the current one.' },
    DOWN: { description: 'The new price is lower than the current one.' },
    UNCHANGED: { description: 'The new price equals the current one (to the cent).' },
    SKIPPED: { description: 'No price could be computed; the item keeps its price.' },
  },
});

export enum StrategyPreviewSort {
  LARGEST_CHANGE = 'largest_change',
  CHANGE_ASC = 'change_asc',
  CHANGE_DESC = 'change_desc',
  NAME = 'name',
}
registerEnumType(StrategyPreviewSort, {
  name: 'StrategyPreviewSort',
  description: "The order of a preview's items; items without a change in percent come last.",
  valuesConfig: {
    LARGEST_CHANGE: { description: 'Largest change in percent first, up or down.' },
    CHANGE_ASC: { description: 'Change in percent, the largest decrease first.' },
    CHANGE_DESC: { description: 'Change in percent, the largest increase first.' },
    NAME: { description: 'By product name, then grade.' },
  },
});

@ObjectType({ description: 'How many items a skip reason leaves without a price.' })
export class StrategyPreviewSkipCount {
  @Field(() => String, { description: "The reason, in the reader's language." })
  reason!: string;

  @Field(() => Int, { description: 'Items it applies to.' })
  count!: number;
}

@ObjectType({
  description:
    'Priced items whose change in percent lies in [fromPercent, toPercent) (the last bucket includes toPercent).',
})
export class StrategyPreviewBucket {
  @Field(() => Float, { description: 'Lower bound, in percent (included).' })
  fromPercent!: number;

  @Field(() => Float, { description: 'Upper bound, in percent.' })
  toPercent!: number;

  @Field(() => Int, { description: 'Priced items in the bucket.' })
  count!: number;
}

@ObjectType({ description: 'What the strategy would do to the category as a whole.' })
export class StrategyPreviewSummary {
  @Field(() => Int, {
    description: 'Items of the category a repricing batch would reprice (automatic pricing on).',
  })
  itemsTotal!: number;

  @Field(() => Int, {
    description:
      'Items of the category priced by hand: no batch moves them, and they are not in itemsTotal.',
  })
  itemsManual!: number;

  @Field(() => Int, { description: 'Items that would get a price (not skipped).' })
  itemsPriced!: number;

  @Field(() => Int, { description: 'Priced items whose price would go up.' })
  up!: number;

  @Field(() => Int, { description: 'Priced items whose price would go down.' })
  down!: number;

  @Field(() => Int, { description: 'Priced items whose price would stay the same.' })
  unchanged!: number;

  @Field(() => Int, { description: 'Items that would be skipped (no price computed).' })
  skipped!: number;

  @Field(() => [StrategyPreviewSkipCount], {
    description: 'The skipped items by reason, the most frequent first.',
  })
  skippedByReason!: StrategyPreviewSkipCount[];

  @Field(() => Int, { description: 'Priced items held at their minimum price.' })
  atMinimum!: number;

  @Field(() => Int, { description: 'Priced items held at their maximum price.' })
  atMaximum!: number;

  @Field(() => Float, {
    description: 'Sum of (new price − current price) over the priced items, in the store currency.',
  })
  totalChange!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Median change in percent of the priced items; null when nothing is priced.',
  })
  medianChangePercent!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Margin in percent at the current prices, weighted by stock, over the priced items with a cost; null when none has one.',
  })
  marginBefore!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The same margin at the new prices; null when no priced item has a cost.',
  })
  marginAfter!: number | null;
}

@ObjectType({ description: "One item of a preview: its price now, the strategy's price and why." })
export class StrategyPreviewItem {
  @Field(() => ID, { description: 'Catalog item id.' })
  itemId!: string;

  @Field(() => String, { description: "The item's product name as the catalog shows it." })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Condition grade.' })
  grade!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The country the item is priced for, when the category's items are priced per country; else null.",
  })
  country!: string | null;

  @Field(() => Float, { nullable: true, description: 'The price now.' })
  currentPrice!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The price the strategy would set; null when the item would be skipped.',
  })
  newPrice!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Change in percent (two decimals); null when skipped or without a current price.',
  })
  changePercent!: number | null;

  @Field(() => StrategyPreviewOutcome, { description: 'Up, down, unchanged or skipped.' })
  outcome!: StrategyPreviewOutcome;

  @Field(() => PriceDecision, {
    description: 'The whole decision, as a log entry\'s "Why this price?" shows it.',
  })
  decision!: PriceDecision;
}

@ObjectType({ description: 'One item of a preview page and its cursor.' })
export class StrategyPreviewItemEdge {
  @Field(() => String, {
    description: 'Where this item is in the preview; valid only for the same preview.',
  })
  cursor!: string;

  @Field(() => StrategyPreviewItem, { description: 'The item.' })
  node!: StrategyPreviewItem;
}

@ObjectType({ description: 'Relay-style paging of a list.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Whether items follow the last one of this page.' })
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last item of this page (pass it as `after`); null when empty.',
  })
  endCursor!: string | null;
}

@ObjectType({ description: "A page of a preview's items." })
export class StrategyPreviewItemConnection {
  @Field(() => [StrategyPreviewItemEdge], { description: 'The items of this page, in order.' })
  edges!: StrategyPreviewItemEdge[];

  @Field(() => PageInfo, { description: 'Whether more items follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Items matching the outcome asked for, over all pages.' })
  totalCount!: number;
}

/**
 * What the strategy would do to every item of the category now. `items` is resolved from the
 * same store answer as the rest when the operation asks for one page (strategy-preview-resolver.ts).
 */
@ObjectType({
  description:
    'What a strategy would do to every item of its category now, without saving anything.',
})
export class StrategyPreview {
  @Field(() => DateTimeScalar, {
    description: 'When the market figures the preview read were taken.',
  })
  marketAt!: string;

  @Field(() => String, { description: 'Currency symbol of every amount of the preview.' })
  currencySymbol!: string;

  @Field(() => StrategyPreviewSummary, { description: 'Counts, changes and margins.' })
  summary!: StrategyPreviewSummary;

  @Field(() => [StrategyPreviewBucket], {
    description:
      'Changes in percent of the priced items (not skipped), in contiguous buckets, lowest first.',
  })
  changeHistogram!: StrategyPreviewBucket[];
}
