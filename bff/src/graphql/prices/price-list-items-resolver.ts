import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { listFingerprint } from '../common/cursor.js';
import { type PagedList, type StoreRequest, walkList } from '../common/cursor-walk.js';
import { storeAnswerOf } from '../common/list-answer.js';
import { FilterArg, SortArg } from '../common/list-args.js';
import {
  AfterArg,
  assertFirst,
  connectionOf,
  cursorAfter,
  FirstArg,
} from '../common/list-connection.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { mapPriceListPage, priceListQuery } from './prices-mapping.js';
import {
  PriceFilter,
  type PriceListItem,
  PriceListItemConnection,
  type PriceListPage,
  PriceSort,
} from './price-types.js';

@Resolver()
export class PriceListItemsResolver {
  @Query(() => PriceListItemConnection, {
    description:
      "A category's market prices by cursor: first products after `after` (docs/paging.md).",
  })
  async priceListItems(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @FilterArg(PriceFilter) filter: PriceFilter | null,
    @SortArg(PriceSort, PriceSort.GRADE_DESC) sort: PriceSort | null,
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<PriceListItemConnection> {
    requireSession(context);
    assertUpstreamId(categoryId, 'categoryId');
    const count = assertFirst(first);
    const base = priceListQuery(filter, sort ?? PriceSort.GRADE_DESC, 1);
    const { page: _page, ...unpaged } = base;
    const list = listFingerprint(`prices:${categoryId}`, unpaged);
    const cursor = cursorAfter(after, list);
    let firstPage: PriceListPage | null = null;
    const source: PagedList<PriceListItem> = {
      list,
      // Products sort by grade, then name, storage and battery as the store compares them.
      directions: null,
      positionOf: (item) => ({ values: [], id: item.id }),
      fetch: async (request: StoreRequest) => {
        const query = { ...base, ...request };
        const answer = await context.loaders.priceList.load({ categoryId, query });
        const mapped = mapPriceListPage(answer, request.page);
        firstPage ??= mapped;
        return storeAnswerOf(answer, mapped.items, request.page);
      },
    };
    const walked = await walkList(source, count, cursor);
    const page = firstPage as PriceListPage | null;
    return {
      ...connectionOf(walked),
      stats: page?.stats ?? { products: 0, monitoredItems: 0, lastUpdate: null },
      filters: page?.filters ?? { brands: [], models: [], grades: [] },
    };
  }
}
