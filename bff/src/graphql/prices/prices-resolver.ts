import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { startPriceItemsExport, startPricesExport } from '../../upstream/prices.js';
import { mapPriceListPage, priceFilterBody, priceListQuery } from './prices-mapping.js';
import { assertPage } from '../shared/assert-page.js';
import { FilterArg, PageArg, SortArg } from '../shared/list-args.js';
import { requireSession } from '../shared/require-session.js';
import { PriceExportArgs, PriceFilter, PriceListPage, PriceSort } from './price-types.js';

@Resolver()
export class PricesResolver {
  @Query(() => PriceListPage, { description: "One page of a category's market prices." })
  async priceList(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @FilterArg(PriceFilter) filter: PriceFilter | null,
    @SortArg(PriceSort, PriceSort.GRADE_DESC) sort: PriceSort | null,
    @PageArg() page: number | null,
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
    @Args(() => PriceExportArgs) { categoryId, filter }: PriceExportArgs,
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
    @Args(() => PriceExportArgs) { categoryId, filter }: PriceExportArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    requireSession(context);
    await startPriceItemsExport(context.upstream, categoryId, priceFilterBody(filter));
    return true;
  }
}
