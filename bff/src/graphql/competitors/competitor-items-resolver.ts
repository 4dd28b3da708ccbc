import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { listFingerprint } from '../common/cursor.js';
import { type PagedList, type StoreRequest, walkList } from '../common/cursor-walk.js';
import { storeAnswerOf } from '../common/list-answer.js';
import { FilterArg } from '../common/list-args.js';
import {
  AfterArg,
  assertFirst,
  connectionOf,
  cursorAfter,
  FirstArg,
} from '../common/list-connection.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { competitorQuery, mapCompetitorPage } from './competitors-mapping.js';
import {
  CompetitorFilter,
  type CompetitorItem,
  CompetitorItemConnection,
  type CompetitorPage,
} from './competitor-types.js';

@Resolver()
export class CompetitorItemsResolver {
  @Query(() => CompetitorItemConnection, {
    description:
      "A vendor's competitor listings by cursor: first listings after `after` (unknown vendor: NOT_FOUND; docs/paging.md).",
  })
  async competitorItems(
    @Arg('vendorId', () => ID, { description: 'Vendor id from the profile.' }) vendorId: string,
    @FilterArg(CompetitorFilter) filter: CompetitorFilter | null,
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CompetitorItemConnection> {
    requireSession(context);
    assertUpstreamId(vendorId, 'vendorId');
    const count = assertFirst(first);
    const base = competitorQuery(filter, 1);
    const { page: _page, ...unpaged } = base;
    const list = listFingerprint(`competitors:${vendorId}`, unpaged);
    const cursor = cursorAfter(after, list);
    // Profile and listings are independent: ask for both at once.
    const viewer = context.loaders.profile.load('me');
    viewer.catch(() => undefined); // Awaited (and its failure thrown) in fetch.
    let firstPage: CompetitorPage | null = null;
    const source: PagedList<CompetitorItem> = {
      list,
      // Listings sort by name, storage, grade and price as the store compares them, then id.
      directions: null,
      positionOf: (item) => ({ values: [], id: item.id }),
      fetch: async (request: StoreRequest) => {
        const query = { ...base, ...request };
        const answer = await context.loaders.competitorPage.load({ vendorId, query });
        const vendor = (await viewer).vendors.find((candidate) => candidate.id === vendorId);
        if (!vendor) throw codedError('NOT_FOUND', 'Unknown vendor.');
        const mapped = mapCompetitorPage(answer, vendor, request.page);
        firstPage ??= mapped;
        return storeAnswerOf(answer, mapped.items, request.page);
      },
    };
    const walked = await walkList(source, count, cursor);
    const page = firstPage as CompetitorPage | null;
    if (!page) throw codedError('NOT_FOUND', 'Unknown vendor.');
    return {
      ...connectionOf(walked),
      vendor: page.vendor,
      lastUpdate: page.lastUpdate,
      filters: page.filters,
    };
  }
}
