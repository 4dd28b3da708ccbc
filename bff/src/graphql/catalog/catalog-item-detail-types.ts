// The types of one catalog item's detail (GET /api/catalog/{id} and its buybox), beside the
// list's in catalog-types.ts.
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';
import { Grade } from '../common/enums.js';
import { MarketOffer } from '../common/market-offer.js';
import { PriceReferenceKind } from '../logs/decision-types.js';

export enum ItemNotificationKind {
  MIN_ALLOWED_PRICE_REACHED = 'min_allowed_price_reached',
  MAX_ALLOWED_PRICE_REACHED = 'max_allowed_price_reached',
  PRICES_EXPORT_COMPLETED = 'prices_export_completed',
  ITEMS_EXPORT_COMPLETED = 'items_export_completed',
  CATALOG_UPLOAD_COMPLETED = 'catalog_upload_completed',
  OTHER = 'other',
}
registerEnumType(ItemNotificationKind, {
  name: 'ItemNotificationKind',
  description:
    "What an item's notification is about: its price reached its minimum or maximum allowed price (set by a repricing batch), or a finished export or upload. OTHER: a type this BFF does not know yet (see type).",
  valuesConfig: {
    MIN_ALLOWED_PRICE_REACHED: {
      description: 'A repricing batch set the price to its minimum allowed price.',
    },
    MAX_ALLOWED_PRICE_REACHED: {
      description: 'A repricing batch set the price to its maximum allowed price.',
    },
    PRICES_EXPORT_COMPLETED: { description: 'A prices export finished.' },
    ITEMS_EXPORT_COMPLETED: { description: 'An items export finished.' },
    CATALOG_UPLOAD_COMPLETED: { description: 'A catalog upload finished.' },
    OTHER: { description: 'A type this BFF does not know yet (see type).' },
  },
});

@ObjectType({ description: 'A notification attached to a catalog item.', simpleResolvers: true })
export class ItemNotification {
  @Field(() => String, { description: 'Notification type, e.g. min_allowed_price_reached.' })
  type!: string;

  @Field(() => ItemNotificationKind, { description: 'The type, as an enum.' })
  kind!: ItemNotificationKind;

  @Field(() => String, {
    nullable: true,
    description: "The upstream's text, in the reader's language (e.g. the price reached).",
  })
  message!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was raised.' })
  createdAt!: string | null;
}

@ObjectType({
  description: 'The market figure the repricer starts from for an item, and where it comes from.',
  simpleResolvers: true,
})
export class MarketPriceReference {
  @Field(() => PriceReferenceKind, {
    nullable: true,
    description: "Which figure: the one the item's strategy names.",
  })
  kind!: PriceReferenceKind | null;

  @Field(() => String, {
    description: 'Its name in the reader\'s language (e.g. "Lowest competitor offer").',
  })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Where it comes from: offers, countries and grade.',
  })
  note!: string | null;

  @Field(() => [String], { description: 'Countries of the offers (lower-case codes).' })
  countries!: string[];

  @Field(() => Grade, { nullable: true, description: "Grade of the offers (the item's own)." })
  grade!: Grade | null;

  @Field(() => Int, { nullable: true, description: 'How many competitor offers.' })
  offers!: number | null;
}

@ObjectType({ description: 'Reference prices of a catalog item.', simpleResolvers: true })
export class ItemPrices {
  @Field(() => Float, { nullable: true, description: 'Suggested price of the last repricing run.' })
  suggested!: number | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "The market price the repricer uses for this item: the figure its strategy names (lowest competitor offer, median, lowest or highest market price, or average trade-in offer) over the store's countries and the item's grade, as the next batch reads it (see marketPriceReference). Per-country averages are in countryPrices.",
  })
  marketPrice!: number | null;

  @Field(() => MarketPriceReference, {
    nullable: true,
    description:
      'What marketPrice is and where it comes from; null from an upstream that does not say.',
  })
  marketPriceReference!: MarketPriceReference | null;

  @Field(() => Float, { nullable: true, description: 'Minimum allowed price.' })
  min!: number | null;

  @Field(() => Float, { nullable: true, description: 'Maximum allowed price.' })
  max!: number | null;
}

@ObjectType({
  description: 'Competitor listings of one grade matched to the item.',
  simpleResolvers: true,
})
export class GradeCompetitors {
  @Field(() => Grade, { description: 'Grade of the competitor listings.' })
  grade!: Grade;

  @Field(() => Int, { description: 'How many listings.' })
  counter!: number;

  @Field(() => ID, {
    nullable: true,
    description: "The store's catalog item of that grade, if any.",
  })
  catalogItemId!: string | null;
}

@ObjectType({ description: 'A point of the historical market price chart.', simpleResolvers: true })
export class HistoricalPrice {
  @Field(() => String, { nullable: true, description: 'Marketplace of the point.' })
  vendorName!: string | null;

  @Field(() => DateTimeScalar, { description: 'Date of the point.' })
  date!: string;

  @Field(() => Float, { nullable: true, description: 'Median market price that day.' })
  medianPrice!: number | null;

  @Field(() => String, { nullable: true, description: 'Currency symbol of the price.' })
  currencySymbol!: string | null;
}

@ObjectType({ description: 'A recorded market price.', simpleResolvers: true })
export class PriceSnapshot {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the change that set this price, fixed once recorded; null from an upstream that sends none.',
  })
  id!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the price was set.' })
  createdAt!: string;

  @Field(() => Float, { description: 'The price.' })
  price!: number;
}

@ObjectType({
  description: 'Market history and live offers for one side of the market (resell or trade-in).',
  simpleResolvers: true,
})
export class MarketData {
  @Field(() => [HistoricalPrice], { description: 'Historical median prices (chart).' })
  historical!: HistoricalPrice[];

  @Field(() => [PriceSnapshot], { description: 'Recorded market prices (scatter chart).' })
  snapshots!: PriceSnapshot[];

  @Field(() => [MarketOffer], { description: 'Offers online now.' })
  items!: MarketOffer[];
}

@ObjectType({ description: "A row of the item's buybox table.", simpleResolvers: true })
export class BuyboxRow {
  @Field(() => String, { description: 'Marketplace name.' })
  vendorName!: string;

  @Field(() => String, { nullable: true, description: 'Marketplace country code.' })
  vendorCountry!: string | null;

  @Field(() => Float, { nullable: true, description: 'Buybox price.' })
  price!: number | null;

  @Field(() => Float, { nullable: true, description: 'Price suggested to win the buybox.' })
  suggestedPrice!: number | null;

  @Field(() => String, { nullable: true, description: 'Seller holding the buybox.' })
  sellerName!: string | null;

  @Field(() => Boolean, { description: 'The store itself holds the buybox.' })
  isMine!: boolean;

  @Field(() => String, { nullable: true, description: 'Link to the listing.' })
  url!: string | null;

  @Field(() => String, { description: 'Currency symbol of the prices.' })
  currencySymbol!: string;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was observed.' })
  createdAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Device colour.' })
  color!: string | null;
}

@ObjectType({ description: "An event of the item's price update log.", simpleResolvers: true })
export class ItemLog {
  @Field(() => ID, {
    nullable: true,
    description: "The row's own id, fixed once recorded; null from an upstream that sends none.",
  })
  id!: string | null;

  @Field(() => DateTimeScalar, { description: 'When it happened.' })
  createdAt!: string;

  @Field(() => String, { description: 'What happened.' })
  event!: string;

  @Field(() => String, {
    nullable: true,
    description: "Details, in the reader's language (e.g. the old and new price and the batch).",
  })
  note!: string | null;
}
