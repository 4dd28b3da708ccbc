// The field groups the paged lists (catalog, prices, competitors) share: the product filters, their
// choices and the paging fields. Base classes only: GraphQL sees the fields on each list's own type.
import { type ClassType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { Grade } from './enums.js';
import { FilterOption } from './filter-option.js';

/** Free-text search and the brand, model and grade filters every list has. */
@InputType()
export class ProductFilterFields {
  @Field(() => String, { nullable: true, description: 'Free-text search.' })
  search?: string | null;

  @Field(() => [String], { nullable: true, description: 'Brand values.' })
  brands?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Model values.' })
  models?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Grade values.',
    deprecationReason: 'Use gradeIn: the same grades as the Grade enum.',
  })
  grades?: string[] | null;

  @Field(() => [Grade], { nullable: true, description: 'Only items of any of these grades.' })
  gradeIn?: Grade[] | null;
}

/** The product filters and the storage filter (catalog and competitors). */
@InputType()
export class ProductStorageFilterFields extends ProductFilterFields {
  @Field(() => [String], { nullable: true, description: 'Storage values.' })
  storage?: string[] | null;
}

/** The choices of the brand, model and grade filters. */
@ObjectType({ simpleResolvers: true })
export class ProductFilterChoices {
  @Field(() => [FilterOption], { description: 'Brands.' })
  brands!: FilterOption[];

  @Field(() => [FilterOption], { description: 'Models.' })
  models!: FilterOption[];

  @Field(() => [FilterOption], { description: 'Grades.' })
  grades!: FilterOption[];
}

/** What every page of a list carries besides its own fields. */
export interface ListPageFields<Item> {
  items: Item[];
  totalCount: number;
  page: number;
  hasMore: boolean;
}

/**
 * The base class of a list's page type: its items (`nouns` names them in the descriptions), the
 * total over all pages, the page number and whether more pages follow.
 */
export function listPageFields<Item extends object>(
  itemType: ClassType<Item>,
  nouns: string,
): ClassType<ListPageFields<Item>> {
  @ObjectType({ simpleResolvers: true })
  class ListPage implements ListPageFields<Item> {
    @Field(() => [itemType], { description: `The ${nouns} of this page.` })
    items!: Item[];

    @Field(() => Int, { description: `Number of ${nouns} matching the filters, over all pages.` })
    totalCount!: number;

    @Field(() => Int, { description: "This page's number, from 1." })
    page!: number;

    @Field(() => Boolean, { description: 'More pages follow.' })
    hasMore!: boolean;
  }
  return ListPage;
}
