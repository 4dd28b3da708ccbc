import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { startPriceItemsExport, startPricesExport } from '../../upstream/prices.js';
import { mapPriceListPage, priceFilterBody, priceListQuery } from './prices-mapping.js';
import { assertPage } from '../common/assert-page.js';
import { FilterArg, PageArg, SortArg } from '../common/list-args.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { PriceExportArgs, PriceFilter, PriceListPage, PriceSort } from './price-types.js';
import { PriceListItemsResolver } from './price-list-items-resolver.js';

@Resolver()
export class PricesResolver extends PriceListItemsResolver {
  @Query(() => PriceListPage, { description: "One page of a category's market prices." })
  async priceList(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @FilterArg(PriceFilter) filter: PriceFilter | null,
    @SortArg(PriceSort, PriceSort.GRADE_DESC) sort: PriceSort | null,
    @PageArg('priceListItems') page: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<PriceListPage> {
    requireSession(context);
    assertUpstreamId(categoryId, 'categoryId');
    const pageNumber = assertPage(page);
    const query = priceListQuery(filter, sort ?? PriceSort.GRADE_DESC, pageNumber);
    return mapPriceListPage(
      await context.loaders.priceList.load({ categoryId, query }),
      pageNumber,
    );
  }

  @Mutation(() => Boolean, {
    nullable: true,
    deprecationReason:
      'Use startPricesExport: it answers with a job whose url downloads the file once it is ready (the event carries the job id).',
    description:
      'Starts an export; the file arrives as a notifications event. At most 10 exports (prices and items together) a minute per user; more answers RATE_LIMITED with retryAfterSeconds.',
  })
  async exportPrices(
    @Args(() => PriceExportArgs) args: PriceExportArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    return startExport(startPricesExport, args, context);
  }

  @Mutation(() => Boolean, {
    nullable: true,
    deprecationReason:
      'Use startPriceItemsExport: it answers with a job whose url downloads the file once it is ready (the event carries the job id).',
    description:
      'Starts the items export; the file arrives as a notifications event. Counts toward the 10 exports a minute of exportPrices.',
  })
  async exportPriceItems(
    @Args(() => PriceExportArgs) args: PriceExportArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    return startExport(startPriceItemsExport, args, context);
  }
}

/**
 * Both exports: the signed-in user's category and filters; the file arrives as an event. At most
 * ten exports a minute per user, over all of the user's sessions (limits/user-work.ts): each one
 * makes the store write a file it keeps for an hour.
 */
async function startExport(
  start: typeof startPricesExport,
  { categoryId, filter }: PriceExportArgs,
  context: GraphQLContext,
): Promise<boolean> {
  requireSession(context);
  assertUpstreamId(categoryId, 'categoryId');
  const { userId } = context.session;
  if (userId !== null) await context.userWork.startExport(userId);
  await start(context.upstream, categoryId, priceFilterBody(filter));
  return true;
}
