import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { startPriceItemsExport, startPricesExport } from '../../upstream/prices.js';
import { mapPriceListPage, priceFilterBody, priceListQuery } from './prices-mapping.js';
import { assertPage } from '../shared/assert-page.js';
import { requireSession } from '../shared/require-session.js';
import { PriceFilter, PriceListPage, PriceSort } from './price-types.js';

@Resolver()
export class PricesResolver {
  @Query(() => PriceListPage, { description: "One page of a category's market prices." })
  async priceList(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('filter', () => PriceFilter, { nullable: true, description: 'Filters and search.' })
    filter: PriceFilter | null,
    @Arg('sort', () => PriceSort, {
      nullable: true,
      defaultValue: PriceSort.GRADE_DESC,
      description: 'Order.',
    })
    sort: PriceSort | null,
    @Arg('page', () => Int, {
      nullable: true,
      defaultValue: 1,
      description: 'Page number, from 1.',
    })
    page: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<PriceListPage> {
    requireSession(context);
    const pageNumber = assertPage(page);
    const query = priceListQuery(filter, sort ?? PriceSort.GRADE_DESC, pageNumber);
    return mapPriceListPage(
      await context.loaders.priceList.load({ categoryId, query }),
      pageNumber,
    );
  }

  @Mutation(() => Boolean, {
    description: 'Starts an export; the file arrives as a notifications event.',
  })
  async exportPrices(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('filter', () => PriceFilter, { nullable: true, description: "The list's filters." })
    filter: PriceFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    requireSession(context);
    await startPricesExport(context.upstream, categoryId, priceFilterBody(filter));
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Starts the items export; the file arrives as a notifications event.',
  })
  async exportPriceItems(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('filter', () => PriceFilter, { nullable: true, description: "The list's filters." })
    filter: PriceFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    requireSession(context);
    await startPriceItemsExport(context.upstream, categoryId, priceFilterBody(filter));
    return true;
  }
}
