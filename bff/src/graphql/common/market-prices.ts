import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'Market price statistics of one product in one country.',
  simpleResolvers: true,
})
export class MarketStats {
  @Field(() => Float, { nullable: true, description: 'Lowest market price.' })
  minPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest market price.' })
  maxPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Average market price.' })
  avgPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Percent, signed: higher is positive.' })
  change30d!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Change against 60 days ago in percent, signed: higher is positive.',
  })
  change60d!: number | null;
}

@ObjectType({
  description: 'Resell and trade-in market prices in one country.',
  simpleResolvers: true,
})
export class CountryPrices {
  @Field(() => String, { description: 'Country code (de, it, fr, uk, pt, ch, gr, ro).' })
  country!: string;

  @Field(() => String, { description: 'Currency symbol of the prices of this country.' })
  currencySymbol!: string;

  @Field(() => MarketStats, { nullable: true, description: 'Resell (selling) market prices.' })
  resell!: MarketStats | null;

  @Field(() => MarketStats, { nullable: true, description: 'Trade-in (buyback) market prices.' })
  buyback!: MarketStats | null;
}
