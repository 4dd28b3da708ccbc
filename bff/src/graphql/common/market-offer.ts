import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A marketplace (vendor) as seen on one offer.', simpleResolvers: true })
export class OfferVendor {
  @Field(() => String, { nullable: true, description: 'Marketplace name.' })
  name!: string | null;

  @Field(() => String, { nullable: true, description: 'Marketplace country code.' })
  country!: string | null;

  @Field(() => String, { nullable: true, description: "Where the seller's reviews are published." })
  reviewsUrl!: string | null;

  @Field(() => Float, { nullable: true, description: 'Seller rating out of 5.' })
  rating!: number | null;
}

@ObjectType({ description: 'One competitor offer on a marketplace.', simpleResolvers: true })
export class MarketOffer {
  @Field(() => String, { nullable: true, description: 'Device colour.' })
  color!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Battery type (std is a standard, used battery).',
  })
  battery!: string | null;

  @Field(() => Float, { description: "Offer price in the offer's currency." })
  price!: number;

  @Field(() => String, { description: 'Currency symbol of the price.' })
  currencySymbol!: string;

  @Field(() => String, { nullable: true, description: 'Link to the offer.' })
  url!: string | null;

  @Field(() => String, { nullable: true, description: 'The competitor selling it.' })
  sellerName!: string | null;

  @Field(() => OfferVendor, { nullable: true, description: 'The marketplace of the offer.' })
  vendor!: OfferVendor | null;
}
