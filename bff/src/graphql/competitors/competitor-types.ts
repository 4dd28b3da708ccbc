import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { CatalogFilterOptions } from '../catalog/catalog-types.js';
import { DateTimeScalar } from '../scalars/date-time.js';
import { DetailPair } from '../common/detail-pair.js';
import { Grade } from '../common/enums.js';
import { ProductStorageFilterFields, listPageFields } from '../common/list-types.js';
import { connectionFields } from '../common/list-connection.js';
import { MarketOffer, OfferVendor } from '../common/market-offer.js';
import { Vendor } from '../viewer/viewer-types.js';

@InputType({
  description: 'Competitor list filters; empty ones are left out of the upstream call.',
})
export class CompetitorFilter extends ProductStorageFilterFields {}

@ObjectType({
  description: 'A catalog item of the store a competitor listing is matched to.',
  simpleResolvers: true,
})
export class CatalogItemRef {
  @Field(() => ID, { description: 'Catalog item id.' })
  id!: string;

  @Field(() => String, { nullable: true, description: 'EAN barcode.' })
  ean!: string | null;

  @Field(() => String, { nullable: true, description: "The store's own id." })
  externalId!: string | null;
}

@ObjectType({ description: 'A competitor listing on a marketplace.', simpleResolvers: true })
export class CompetitorItem {
  @Field(() => ID, { description: 'Listing id.' })
  id!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => [CatalogItemRef], {
    description: "The seller's own catalog items this listing is matched to.",
  })
  catalogItems!: CatalogItemRef[];

  @Field(() => Grade, { nullable: true, description: 'Condition grade.' })
  grade!: Grade | null;

  @Field(() => Float, { nullable: true, description: 'Price.' })
  price!: number | null;

  @Field(() => String, { description: 'Currency symbol of the price.' })
  currencySymbol!: string;

  @Field(() => String, { nullable: true, description: 'Storage size.' })
  storage!: string | null;

  @Field(() => String, { nullable: true, description: 'Colour.' })
  color!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Battery type (the UI defaults to Standard).',
  })
  battery!: string | null;

  @Field(() => String, { nullable: true, description: 'The competitor selling it.' })
  sellerName!: string | null;
}

@ObjectType({ description: "One page of a vendor's competitor listings." })
export class CompetitorPage extends listPageFields(CompetitorItem, 'listings') {
  @Field(() => Vendor, { description: 'The marketplace.' })
  vendor!: Vendor;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Last update of the listings.' })
  lastUpdate!: string | null;

  @Field(() => CatalogFilterOptions, {
    description: 'Filter choices (categories may be empty here).',
  })
  filters!: CatalogFilterOptions;
}

@ObjectType({
  description: "A point of a competitor listing's price history.",
  simpleResolvers: true,
})
export class CompetitorHistoryPoint {
  @Field(() => DateTimeScalar, { description: 'Date of the point.' })
  date!: string;

  @Field(() => Float, { nullable: true, description: 'Lowest price that day.' })
  minPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Median price that day.' })
  medianPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Average price that day.' })
  averagePrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest price that day.' })
  maxPrice!: number | null;
}

@ObjectType({ description: 'A competitor listing with its offers and price history.' })
export class CompetitorItemDetail {
  @Field(() => ID, { description: 'Listing id.' })
  id!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Link to the listing.' })
  url!: string | null;

  @Field(() => Float, { nullable: true, description: 'Price.' })
  price!: number | null;

  @Field(() => String, { description: 'Currency symbol of the price.' })
  currencySymbol!: string;

  @Field(() => Grade, { nullable: true, description: 'Condition grade.' })
  grade!: Grade | null;

  @Field(() => [DetailPair], { description: 'Extra details.' })
  details!: DetailPair[];

  @Field(() => OfferVendor, { nullable: true, description: 'The marketplace.' })
  vendor!: OfferVendor | null;

  @Field(() => [MarketOffer], { description: 'Offers of the same product.' })
  offers!: MarketOffer[];

  @Field(() => [CompetitorHistoryPoint], { description: 'Price history (chart).' })
  history!: CompetitorHistoryPoint[];
}

@ObjectType({
  description: "A page of a vendor's competitor listings by cursor (docs/paging.md).",
  simpleResolvers: true,
})
export class CompetitorItemConnection extends connectionFields(
  CompetitorItem,
  'CompetitorItem',
  'listings',
) {
  @Field(() => Vendor, { description: 'The marketplace.' })
  vendor!: Vendor;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Last update of the listings.' })
  lastUpdate!: string | null;

  @Field(() => CatalogFilterOptions, {
    description: 'Filter choices (categories may be empty here).',
  })
  filters!: CatalogFilterOptions;
}
