import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { type CatalogListQuery } from '@refurb/contract';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { listFingerprint, type SortPosition } from '../common/cursor.js';
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
import { DateTimeScalar } from '../scalars/date-time.js';
import { catalogQuery, mapCatalogPage } from './catalog-mapping.js';
import {
  CatalogFilter,
  type CatalogItem,
  CatalogItemConnection,
  CatalogSort,
} from './catalog-types.js';

@Resolver()
export class CatalogItemsResolver {
  @Query(() => CatalogItemConnection, {
    description:
      'The catalog list by cursor: first items after `after`. A walk over every page sees each item once, even while a repricing batch moves prices (docs/paging.md).',
  })
  async catalogItems(
    @FilterArg(CatalogFilter) filter: CatalogFilter | null,
    @SortArg(CatalogSort, CatalogSort.GRADE_DESC) sort: CatalogSort | null,
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Arg('updatedSince', () => DateTimeScalar, {
      nullable: true,
      description:
        'Only items changed (updatedAt) at or after this moment, e.g. the start of the last walk, to catch up on what changed since.',
    })
    updatedSince: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CatalogItemConnection> {
    requireSession(context);
    const count = assertFirst(first);
    const order = sort ?? CatalogSort.GRADE_DESC;
    const since = updatedSinceParam(updatedSince);
    const base: CatalogListQuery = { ...catalogQuery(filter, order, 1), updated_since: since };
    const { page: _page, ...unpaged } = base;
    const list = listFingerprint('catalog', unpaged);
    const cursor = cursorAfter(after, list);
    let firstAnswer: ReturnType<typeof mapCatalogPage> | null = null;
    const source: PagedList<CatalogItem> = {
      list,
      directions: [order.endsWith(':desc') ? 'desc' : 'asc'],
      positionOf: (item) => catalogPosition(item, order),
      fetch: async (request: StoreRequest) => {
        const answer = await context.loaders.catalogPage.load({ ...base, ...request });
        if (since !== undefined && answer.updated_since === undefined) {
          throw codedError(
            'UNSUPPORTED_BY_STORE',
            'This store cannot list the items changed since a moment (updatedSince).',
          );
        }
        const mapped = mapCatalogPage(answer, request.page);
        firstAnswer ??= mapped;
        return storeAnswerOf(answer, mapped.items, request.page);
      },
    };
    const walked = await walkList(source, count, cursor);
    const page = firstAnswer as ReturnType<typeof mapCatalogPage> | null;
    return {
      ...connectionOf(walked),
      lastUpdate: page?.lastUpdate ?? null,
      filters: page?.filters ?? { categories: [], brands: [], models: [], grades: [], storage: [] },
      workQueue: page?.workQueue ?? null,
    };
  }
}

/** `updatedSince` as the store reads it (ISO); a value that is no date-time is BAD_USER_INPUT. */
function updatedSinceParam(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw codedError('BAD_USER_INPUT', 'updatedSince is not a date-time.');
  return new Date(time).toISOString();
}

/** Grades in the store's order, best first (N, A, B, C, R): the higher, the better. */
const gradeRank: Readonly<Record<string, number>> = { N: 5, A: 4, B: 3, C: 2, R: 1 };

/**
 * The item's place in the order as the store sorts: prices in cents, margins in tenths of a
 * percent (none: before every margin), stock in units, grades by rank; the id breaks ties.
 */
export function catalogPosition(item: CatalogItem, sort: CatalogSort): SortPosition {
  const field = sort.split(':')[0];
  const value =
    field === 'price'
      ? item.price === null
        ? null
        : Math.round(item.price * 100)
      : field === 'stock'
        ? item.stock
        : field === 'margin'
          ? item.marginPercentage === null
            ? null
            : Math.round(item.marginPercentage * 10)
          : item.grade === null
            ? null
            : (gradeRank[item.grade] ?? null);
  return { values: [value], id: item.id };
}
