import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';
import { Grade } from '../common/enums.js';
import { ProductFilterChoices, ProductFilterFields, listPageFields } from '../common/list-types.js';
import { connectionFields } from '../common/list-connection.js';
import { CountryPrices } from '../common/market-prices.js';

export enum PriceSort {
  GRADE_DESC = 'grade:desc',
  GRADE_ASC = 'grade:asc',
}
registerEnumType(PriceSort, {
  name: 'PriceSort',
  description: 'Prices list order: highest grade first (default) or lowest grade first.',
  valuesConfig: {
    GRADE_DESC: { description: 'Highest grade first (the default).' },
    GRADE_ASC: { description: 'Lowest grade first.' },
  },
});

@InputType({ description: 'Prices list filters; empty ones are left out of the upstream call.' })
export class PriceFilter extends ProductFilterFields {}

/** The arguments of both price exports: the category and the list's filters. */
@ArgsType()
export class PriceExportArgs {
  @Field(() => ID, { description: 'Category id.' })
  categoryId!: string;

  @Field(() => PriceFilter, { nullable: true, description: "The list's filters." })
  filter?: PriceFilter | null;
}

@ObjectType({ description: 'The leading competitor of a market product.', simpleResolvers: true })
export class TopCompetitor {
  @Field(() => String, { nullable: true, description: 'Reseller (seller) name.' })
  reseller!: string | null;

  @Field(() => String, { nullable: true, description: 'Marketplace name.' })
  vendor!: string | null;
}

@ObjectType({
  description: 'Market prices of one product (model, storage, battery, grade).',
  simpleResolvers: true,
})
export class PriceListItem {
  @Field(() => ID, {
    description: 'Stable key derived from name, storage, battery type and grade.',
  })
  id!: string;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Storage size.' })
  storage!: string | null;

  @Field(() => String, { nullable: true, description: 'Battery type (std is standard).' })
  batteryType!: string | null;

  @Field(() => Grade, { nullable: true, description: 'Condition grade.' })
  grade!: Grade | null;

  @Field(() => Int, { description: 'Number of offers online.' })
  onlineItems!: number;

  @Field(() => Boolean, { description: 'onlineItems >= 20' })
  hot!: boolean;

  @Field(() => TopCompetitor, { nullable: true, description: 'The leading competitor.' })
  topCompetitor!: TopCompetitor | null;

  @Field(() => [CountryPrices], { description: 'Resell and trade-in prices per country.' })
  prices!: CountryPrices[];
}

@ObjectType({ description: "Summary of a category's prices.", simpleResolvers: true })
export class PriceStats {
  @Field(() => Int, { description: 'Number of models.' })
  products!: number;

  @Field(() => Int, { description: 'Number of monitored deals.' })
  monitoredItems!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'Last update of the data.' })
  lastUpdate!: string | null;
}

@ObjectType({ description: 'The choices of every prices filter.', simpleResolvers: true })
export class PriceFilterOptions extends ProductFilterChoices {}

@ObjectType({ description: "One page of a category's market prices." })
export class PriceListPage extends listPageFields(PriceListItem, 'products') {
  @Field(() => PriceStats, { description: 'Summary header.' })
  stats!: PriceStats;

  @Field(() => PriceFilterOptions, { description: 'Filter choices.' })
  filters!: PriceFilterOptions;
}

@ObjectType({
  description: "A page of a category's market prices by cursor (docs/paging.md).",
  simpleResolvers: true,
})
export class PriceListItemConnection extends connectionFields(
  PriceListItem,
  'PriceListItem',
  'products',
) {
  @Field(() => PriceStats, { description: 'Summary header.' })
  stats!: PriceStats;

  @Field(() => PriceFilterOptions, { description: 'Filter choices.' })
  filters!: PriceFilterOptions;
}
