import { Field, Float, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Comparison, MarketReference, RoundingType } from '../common/enums.js';
import { Category } from '../viewer/viewer-types.js';
import { UserError } from '../common/user-error.js';

export enum ResellStrategyType {
  VARIATION = 'variation',
  MARKET = 'market',
  REVENDO = 'revendo',
}
registerEnumType(ResellStrategyType, {
  name: 'ResellStrategyType',
  description: 'How resell prices of a category are computed.',
  valuesConfig: {
    VARIATION: {
      description: 'A range around the base price, towards the lowest competitor offer.',
    },
    MARKET: {
      description: 'A percentage or amount from a market price (median, lowest or highest offer).',
    },
    REVENDO: { description: 'The lowest competitor offer with a margin from the revendo table.' },
  },
});

/**
 * A variation strategy's values; the same fields are read (VariationValues) and written
 * (VariationInput).
 */
@ObjectType({ description: 'Variation strategy: a range around the base price, plus rounding.' })
@InputType('VariationInput', { description: 'Values of a variation strategy.' })
export class VariationValues {
  @Field(() => Float, { description: 'Lowest allowed variation from the base price, in percent.' })
  minPricePercentage!: number;

  @Field(() => Float, { description: 'Highest allowed variation from the base price, in percent.' })
  maxPricePercentage!: number;

  @Field(() => RoundingType, { description: 'How the ends of the range are rounded.' })
  roundingType!: RoundingType;

  @Field(() => Float, {
    nullable: true,
    description: 'Rounding value (fixed and percentage only).',
  })
  roundingValue?: number | null;
}

/** The market strategy's fields its values and its input share (the next-generation flag differs). */
@ObjectType('MarketValueFields')
@InputType('MarketValueFieldsInput')
export class MarketValueFields {
  @Field(() => Float, { description: 'Signed: higher is positive.' })
  value!: number;

  @Field(() => Comparison, { description: 'Whether value is a percentage or an amount.' })
  comparison!: Comparison;

  @Field(() => MarketReference, { description: 'Which market price the strategy starts from.' })
  marketPrice!: MarketReference;

  @Field(() => Float, { nullable: true, description: 'Minimum margin over cost, in percent.' })
  margin?: number | null;
}

@ObjectType({ description: 'Market strategy: a market price reference moved by a value.' })
export class MarketValues extends MarketValueFields {
  @Field(() => Boolean, { description: 'Never price above the next generation (smartphones).' })
  validateAgainstNextGen!: boolean;
}

@InputType({ description: 'Values of a market strategy.' })
export class MarketInput extends MarketValueFields {
  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Never price above the next generation (smartphones only).',
  })
  validateAgainstNextGen?: boolean | null;
}

@ObjectType({ description: 'The resell strategy of one category.' })
export class ResellStrategy {
  @Field(() => ID, { description: 'Strategy id.' })
  id!: string;

  @Field(() => Category, { description: 'The category it prices.' })
  category!: Category;

  @Field(() => ResellStrategyType, { description: 'Which kind of strategy.' })
  type!: ResellStrategyType;

  @Field(() => VariationValues, { nullable: true, description: 'Set when type is VARIATION.' })
  variation!: VariationValues | null;

  @Field(() => MarketValues, { nullable: true, description: 'Set when type is MARKET.' })
  market!: MarketValues | null;
}

/** A buyback strategy's values: what is saved (BuybackStrategyInput) and read back. */
@InputType('BuybackStrategyInput', { description: 'A buyback strategy to save.' })
@ObjectType('BuybackStrategyValues')
export class BuybackStrategyInput {
  @Field(() => Float, {
    description: 'Signed percent against the average market price: -10 is 10% lower.',
  })
  pricePositioning!: number;

  @Field(() => RoundingType, { description: 'How the price is rounded.' })
  roundingType!: RoundingType;

  @Field(() => Float, {
    nullable: true,
    description: 'Rounding value (fixed and percentage only).',
  })
  roundingValue?: number | null;
}

@ObjectType({ description: 'The buyback (trade-in) strategy of one category.' })
export class BuybackStrategy extends BuybackStrategyInput {
  @Field(() => ID, { description: 'Strategy id.' })
  id!: string;

  @Field(() => Category, { description: 'The category it prices.' })
  category!: Category;
}

@InputType({ description: 'A resell strategy to save: the type and the values of that type.' })
export class ResellStrategyInput {
  @Field(() => ResellStrategyType, { description: 'Which kind of strategy.' })
  type!: ResellStrategyType;

  @Field(() => VariationValues, { nullable: true, description: 'Required when type is VARIATION.' })
  variation?: VariationValues | null;

  @Field(() => MarketInput, { nullable: true, description: 'Required when type is MARKET.' })
  market?: MarketInput | null;
}

@InputType({ description: 'The category and the resell strategy to save for it.' })
export class UpdateResellStrategyInput extends ResellStrategyInput {
  @Field(() => ID, { description: 'Category id.' })
  categoryId!: string;
}

@InputType({ description: 'The category and the buyback strategy to save for it.' })
export class UpdateBuybackStrategyInput extends BuybackStrategyInput {
  @Field(() => ID, { description: 'Category id.' })
  categoryId!: string;
}

@ObjectType({ description: 'The answer of updateResellStrategy.', simpleResolvers: true })
export class UpdateResellStrategyPayload {
  @Field(() => ResellStrategy, {
    nullable: true,
    description: 'The strategy as saved; null when userErrors says why not.',
  })
  strategy!: ResellStrategy | null;

  @Field(() => [UserError], {
    description:
      "Why it was not saved: field is the input path (input.variation.minPricePercentage), message in the user's language; empty when saved.",
  })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of updateBuybackStrategy.', simpleResolvers: true })
export class UpdateBuybackStrategyPayload {
  @Field(() => BuybackStrategy, {
    nullable: true,
    description: 'The strategy as saved; null when userErrors says why not.',
  })
  strategy!: BuybackStrategy | null;

  @Field(() => [UserError], {
    description:
      "Why it was not saved: field is the input path (input.pricePositioning), message in the user's language; empty when saved.",
  })
  userErrors!: UserError[];
}
