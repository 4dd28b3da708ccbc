import {
  type ClassType,
  Field,
  Float,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';
import { Grade } from '../common/enums.js';
import { FilterOption } from '../common/filter-option.js';
import {
  ProductFilterChoices,
  ProductStorageFilterFields,
  listPageFields,
} from '../common/list-types.js';
import { connectionFields } from '../common/list-connection.js';

export enum CatalogSort {
  GRADE_DESC = 'grade:desc',
  GRADE_ASC = 'grade:asc',
  PRICE_ASC = 'price:asc',
  PRICE_DESC = 'price:desc',
  STOCK_ASC = 'stock:asc',
  STOCK_DESC = 'stock:desc',
  MARGIN_ASC = 'margin:asc',
  MARGIN_DESC = 'margin:desc',
}
registerEnumType(CatalogSort, {
  name: 'CatalogSort',
  description: 'Catalog list order; the default is the highest grade first.',
  valuesConfig: {
    GRADE_DESC: { description: 'Highest grade first (the default).' },
    GRADE_ASC: { description: 'Lowest grade first.' },
    PRICE_ASC: { description: 'Lowest price first.' },
    PRICE_DESC: { description: 'Highest price first.' },
    STOCK_ASC: { description: 'Lowest stock first.' },
    STOCK_DESC: { description: 'Highest stock first.' },
    MARGIN_ASC: { description: 'Lowest margin first.' },
    MARGIN_DESC: { description: 'Highest margin first.' },
  },
});

export enum PriceLimit {
  NONE = 'none',
  MIN = 'min',
  MAX = 'max',
}
registerEnumType(PriceLimit, {
  name: 'PriceLimit',
  description: "Whether the item's price sits at its minimum or maximum allowed price.",
  valuesConfig: {
    NONE: { description: 'The price is between its limits.' },
    MIN: { description: 'The price sits at its minimum allowed price.' },
    MAX: { description: 'The price sits at its maximum allowed price.' },
  },
});

export enum PriceLimitFilter {
  MIN = 'min',
  MAX = 'max',
}
registerEnumType(PriceLimitFilter, {
  name: 'PriceLimitFilter',
  description:
    'Items at their minimum or maximum price (the same rule as CatalogItem.priceLimit: market prices exist, and a limit notification or the price equal to the limit; MIN wins when both hold).',
  valuesConfig: {
    MIN: { description: 'Items at their minimum allowed price.' },
    MAX: { description: 'Items at their maximum allowed price.' },
  },
});

@InputType({ description: 'Catalog list filters; empty ones are left out of the upstream call.' })
export class CatalogFilter extends ProductStorageFilterFields {
  @Field(() => [String], {
    nullable: true,
    description: 'Category values (from filters.categories).',
  })
  categories?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Work queue: true keeps items with at least one notification, false items without; null: either.',
  })
  hasNotifications?: boolean | null;

  @Field(() => PriceLimitFilter, {
    nullable: true,
    description: 'Work queue: only items at their minimum (MIN) or maximum (MAX) price.',
  })
  priceLimit?: PriceLimitFilter | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Work queue: true keeps items with dynamic pricing on, false items with it off.',
  })
  dynamicPricing?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Work queue: true keeps items whose price is below their base price, false the others.',
  })
  belowBasePrice?: boolean | null;
}

@ObjectType({
  description:
    'How many items of the whole catalog each work-queue filter keeps on its own, whatever the filters of the request.',
  simpleResolvers: true,
})
export class CatalogWorkQueue {
  @Field(() => Int, { description: 'Items at their minimum price (priceLimit: MIN).' })
  atMinimum!: number;

  @Field(() => Int, { description: 'Items at their maximum price (priceLimit: MAX).' })
  atMaximum!: number;

  @Field(() => Int, { description: 'Items with at least one notification.' })
  withNotifications!: number;

  @Field(() => Int, { description: 'Items with dynamic pricing off.' })
  dynamicPricingOff!: number;

  @Field(() => Int, { description: 'Items whose price is below their base price.' })
  belowBasePrice!: number;
}

@ObjectType({ description: 'The choices of every catalog filter.', simpleResolvers: true })
export class CatalogFilterOptions extends ProductFilterChoices {
  @Field(() => [FilterOption], { description: 'Categories.' })
  categories!: FilterOption[];

  @Field(() => [FilterOption], { description: 'Storage sizes.' })
  storage!: FilterOption[];
}

@ObjectType({
  description:
    'List fields come with the list call; detail fields are loaded (once per request) from GET /api/catalog/{id} only when asked for.',
  simpleResolvers: true,
})
export class CatalogItem {
  @Field(() => ID, { description: 'Catalog item id.' })
  id!: string;

  @Field(() => String, { nullable: true, description: "The store's own id of the item." })
  externalId!: string | null;

  @Field(() => String, { nullable: true, description: 'EAN barcode.' })
  ean!: string | null;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Storage size, e.g. 128GB.' })
  storage!: string | null;

  @Field(() => String, { nullable: true, description: 'RAM size (PCs).' })
  ram!: string | null;

  @Field(() => Grade, { nullable: true, description: 'Condition grade.' })
  grade!: Grade | null;

  @Field(() => String, { nullable: true, description: 'Colour.' })
  color!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Battery type: std is a standard (used) battery, anything else new.',
  })
  batteryType!: string | null;

  @Field(() => Float, { nullable: true, description: 'Active (online) price.' })
  price!: number | null;

  @Field(() => Float, { nullable: true, description: 'Base price.' })
  basePrice!: number | null;

  @Field(() => String, { description: 'Currency symbol of the prices.' })
  currencySymbol!: string;

  @Field(() => Int, { nullable: true, description: 'Units in stock.' })
  stock!: number | null;

  @Field(() => Float, { nullable: true, description: 'Margin in percent.' })
  marginPercentage!: number | null;

  @Field(() => Boolean, { description: 'Dynamic (automatic) pricing is on.' })
  automaticPriceEnabled!: boolean;

  @Field(() => Int, { description: 'Open notifications of the item (bell icon above 0).' })
  notificationsCount!: number;

  @Field(() => Boolean, { description: 'price < basePrice: the UI offers sync base price.' })
  belowBasePrice!: boolean;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description:
      'Last change of the item: price, limits, dynamic pricing, notifications or an upload (null from a store that does not track it).',
  })
  updatedAt!: string | null;
}

/** What the catalog list answers beside its items, on both of its page types. */
interface CatalogListExtras {
  lastUpdate: string | null;
  filters: CatalogFilterOptions;
  workQueue: CatalogWorkQueue | null;
}

/** `base` (a page or a connection of catalog items) with the catalog list's own fields. */
function catalogListFields<Base extends ClassType<object>>(
  base: Base,
): Base & ClassType<CatalogListExtras> {
  @ObjectType({ simpleResolvers: true })
  class CatalogList extends base implements CatalogListExtras {
    @Field(() => DateTimeScalar, {
      nullable: true,
      description: 'When the catalog was last updated.',
    })
    lastUpdate!: string | null;

    @Field(() => CatalogFilterOptions, { description: 'Filter choices.' })
    filters!: CatalogFilterOptions;

    @Field(() => CatalogWorkQueue, {
      nullable: true,
      description:
        'Work-queue counts over the whole catalog, from the same upstream answer as the page; null when the upstream does not send them.',
    })
    workQueue!: CatalogWorkQueue | null;
  }
  return CatalogList;
}

@ObjectType({ description: 'One page of the catalog list.', simpleResolvers: true })
export class CatalogPage extends catalogListFields(listPageFields(CatalogItem, 'items')) {}

@ObjectType({
  description:
    'A page of the catalog list by cursor (docs/paging.md): every item of a walk once, however prices move during it.',
  simpleResolvers: true,
})
export class CatalogItemConnection extends catalogListFields(
  connectionFields(CatalogItem, 'CatalogItem', 'items'),
) {}
