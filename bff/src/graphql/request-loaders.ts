import {
  type CatalogListQuery,
  type CatalogPage,
  type CompetitorItemAnswer,
  type CompetitorListQuery,
  type CompetitorPage,
  type LogBatchesAnswer,
  type LogBatchReceived,
  type LogEntriesQuery,
  type NotificationsReceived,
  type PriceListPage,
  type PriceListQuery,
  maxCatalogDetailsIds,
} from '@refurb/contract';
import DataLoader from 'dataloader';
import { type BuyboxRow } from './catalog/catalog-item-detail-types.js';
import { codedError, errorCodeOf } from '../errors.js';
import { type UserWork } from '../limits/user-work.js';
import {
  type CatalogItemDetail,
  detailItemId,
  mapBatchBuybox,
  mapBuybox,
  mapCatalogDetail,
} from './catalog/catalog-mapping.js';
import { type Viewer } from './viewer/viewer.js';
import { mapProfile } from './viewer/user-mapping.js';
import {
  catalogBuyboxesRoute,
  catalogDetailsRoute,
  fetchBuybox,
  fetchCatalogBuyboxes,
  fetchCatalogDetails,
  fetchCatalogItem,
  fetchCatalogPage,
} from '../upstream/catalog.js';
import { fetchCompetitorItem, fetchCompetitorListings } from '../upstream/competitors.js';
import { fetchLogBatch, fetchLogBatches } from '../upstream/logs.js';
import { fetchPriceList } from '../upstream/prices.js';
import { encodeQuery, type UpstreamSession } from '../upstream/upstream-client.js';
import { fetchNotifications, fetchProfile } from '../upstream/user.js';

/**
 * Per-operation loaders, the BFF's one layer that dedupes reads: every read of the store in an
 * operation goes through them, so each resource is fetched at most once per operation (two
 * aliases of the same page are one call) and independent ones concurrently. A write of the
 * operation drops everything read before it (UpstreamSession.onWrite), so a read after a write
 * asks the store again. A load is one call, started at once, except the items' details and
 * buyboxes: those asked in the same tick (a list page's per-item fields) are one batch read
 * where the store offers it. One failed key fails only its own fields.
 */
export interface RequestLoaders {
  profile: DataLoader<'me', Viewer>;
  /** GET /api/user/notifications: the count and the latest ones (count, list, upload reports). */
  notifications: DataLoader<'me', NotificationsReceived>;
  catalogPage: DataLoader<CatalogListQuery, CatalogPage, string>;
  catalogDetail: DataLoader<string, CatalogItemDetail>;
  buybox: DataLoader<string, BuyboxRow[]>;
  priceList: DataLoader<{ categoryId: string; query: PriceListQuery }, PriceListPage, string>;
  competitorPage: DataLoader<
    { vendorId: string; query: CompetitorListQuery },
    CompetitorPage,
    string
  >;
  competitorItem: DataLoader<{ vendorId: string; itemId: string }, CompetitorItemAnswer, string>;
  logBatches: DataLoader<number, LogBatchesAnswer>;
  logBatch: DataLoader<{ batchId: string; query: LogEntriesQuery }, LogBatchReceived, string>;
}

/** The store as an operation sees it: its session for writes, its loaders for reads. */
export interface UpstreamAccess {
  upstream: UpstreamSession;
  loaders: RequestLoaders;
}

/** What the BFF has seen the store lack (limits/user-work.ts keeps it per BFF instance). */
export type StoreRoutes = Pick<UserWork, 'lacksRoute' | 'routeMissing'>;

export function createRequestLoaders(
  upstream: UpstreamSession,
  /** Without it, a route found missing is remembered for this operation only. */
  routes: StoreRoutes = operationRoutes(),
): RequestLoaders {
  return new LazyRequestLoaders(upstream, routes);
}

/**
 * Each loader is made on its first use: an operation reads one or two kinds of resource, so a
 * request builds only the loaders it needs (one object per request instead of ten loaders).
 */
class LazyRequestLoaders implements RequestLoaders {
  /** The loaders made so far: a write drops what they read. */
  private readonly made: DataLoader<never, unknown, unknown>[] = [];
  private profileLoader?: RequestLoaders['profile'];
  private notificationsLoader?: RequestLoaders['notifications'];
  private catalogPageLoader?: RequestLoaders['catalogPage'];
  private catalogDetailLoader?: RequestLoaders['catalogDetail'];
  private buyboxLoader?: RequestLoaders['buybox'];
  private priceListLoader?: RequestLoaders['priceList'];
  private competitorPageLoader?: RequestLoaders['competitorPage'];
  private competitorItemLoader?: RequestLoaders['competitorItem'];
  private logBatchesLoader?: RequestLoaders['logBatches'];
  private logBatchLoader?: RequestLoaders['logBatch'];

  constructor(
    private readonly upstream: UpstreamSession,
    private readonly routes: StoreRoutes,
  ) {
    upstream.onWrite(() => {
      for (const loader of this.made) loader.clearAll();
    });
  }

  get profile(): RequestLoaders['profile'] {
    return (this.profileLoader ??= this.kept(
      perKey(async () => mapProfile(await fetchProfile(this.upstream))),
    ));
  }

  get notifications(): RequestLoaders['notifications'] {
    return (this.notificationsLoader ??= this.kept(
      perKey(() => fetchNotifications(this.upstream)),
    ));
  }

  get catalogPage(): RequestLoaders['catalogPage'] {
    return (this.catalogPageLoader ??= this.kept(
      perKey((query: CatalogListQuery) => fetchCatalogPage(this.upstream, query), encodeQuery),
    ));
  }

  get catalogDetail(): RequestLoaders['catalogDetail'] {
    return (this.catalogDetailLoader ??= this.kept(
      this.batched({
        route: catalogDetailsRoute,
        one: async (id) => mapCatalogDetail(id, await fetchCatalogItem(this.upstream, id)),
        many: async (ids) => {
          const answer = await fetchCatalogDetails(this.upstream, ids);
          const byId = new Map(answer.items.map((item) => [detailItemId(item), item]));
          return (id) => {
            const item = byId.get(id);
            return item ? mapCatalogDetail(id, item) : undefined;
          };
        },
      }),
    ));
  }

  get buybox(): RequestLoaders['buybox'] {
    return (this.buyboxLoader ??= this.kept(
      this.batched({
        route: catalogBuyboxesRoute,
        one: async (id) => mapBuybox(await fetchBuybox(this.upstream, id)),
        many: async (ids) => {
          const answer = await fetchCatalogBuyboxes(this.upstream, ids);
          const byId = new Map(
            answer.items.map((entry) => {
              const { itemId, rows } = mapBatchBuybox(entry);
              return [itemId, rows];
            }),
          );
          return (id) => byId.get(id);
        },
      }),
    ));
  }

  /**
   * A per-item read the store may also answer for many items at once (`route`): the ids asked in
   * one tick (a list page's per-item fields) are one call of it; one id, or a store known to lack
   * it, is `one` call per id. A 404/405 on it means the store lacks it: remembered (StoreRoutes),
   * and each id is read on its own; so is each after a 422 (one bad id must not fail the others).
   * An id the answer leaves out is NOT_FOUND, as its own call would have been.
   */
  private batched<V>(read: {
    route: string;
    one: (id: string) => Promise<V>;
    many: (ids: readonly string[]) => Promise<(id: string) => V | undefined>;
  }): DataLoader<string, V, string> {
    const oneByOne = (ids: readonly string[]) =>
      Promise.all(ids.map((id) => read.one(id).catch(toError)));
    return new DataLoader<string, V, string>(
      async (ids) => {
        if (ids.length === 1 || this.routes.lacksRoute(read.route)) return oneByOne(ids);
        let found: (id: string) => V | undefined;
        try {
          found = await read.many(ids);
        } catch (error) {
          const code = errorCodeOf(error);
          if (code === 'NOT_FOUND') this.routes.routeMissing(read.route);
          if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return oneByOne(ids);
          return ids.map(() => toError(error));
        }
        return ids.map((id) => found(id) ?? codedError('NOT_FOUND'));
      },
      { maxBatchSize: maxCatalogDetailsIds },
    );
  }

  get priceList(): RequestLoaders['priceList'] {
    return (this.priceListLoader ??= this.kept(
      perKey(
        ({ categoryId, query }: { categoryId: string; query: PriceListQuery }) =>
          fetchPriceList(this.upstream, categoryId, query),
        ({ categoryId, query }) => categoryId + encodeQuery(query),
      ),
    ));
  }

  get competitorPage(): RequestLoaders['competitorPage'] {
    return (this.competitorPageLoader ??= this.kept(
      perKey(
        ({ vendorId, query }: { vendorId: string; query: CompetitorListQuery }) =>
          fetchCompetitorListings(this.upstream, vendorId, query),
        ({ vendorId, query }) => vendorId + encodeQuery(query),
      ),
    ));
  }

  get competitorItem(): RequestLoaders['competitorItem'] {
    return (this.competitorItemLoader ??= this.kept(
      perKey(
        ({ vendorId, itemId }: { vendorId: string; itemId: string }) =>
          fetchCompetitorItem(this.upstream, vendorId, itemId),
        ({ vendorId, itemId }) => JSON.stringify([vendorId, itemId]),
      ),
    ));
  }

  get logBatches(): RequestLoaders['logBatches'] {
    return (this.logBatchesLoader ??= this.kept(
      perKey((page: number) => fetchLogBatches(this.upstream, page)),
    ));
  }

  get logBatch(): RequestLoaders['logBatch'] {
    return (this.logBatchLoader ??= this.kept(
      perKey(
        ({ batchId, query }: { batchId: string; query: LogEntriesQuery }) =>
          fetchLogBatch(this.upstream, batchId, query),
        ({ batchId, query }) => batchId + encodeQuery(query),
      ),
    ));
  }

  private kept<K, V>(loader: DataLoader<K, V, string>): DataLoader<K, V, string> {
    this.made.push(loader as unknown as DataLoader<never, unknown, unknown>);
    return loader;
  }
}

/**
 * A fresh view of the store for work that outlasts one operation's deadline (a bulk action's
 * items and pages): a renewed session spending the user's call budget, and its own loaders.
 */
export function renewedAccess(upstream: UpstreamSession): UpstreamAccess {
  const renewed = upstream.renewed({ budgeted: true });
  return { upstream: renewed, loaders: createRequestLoaders(renewed) };
}

/** One call per key, started at once (no batch to wait for); a failure is that key's value. */
function perKey<K, V>(
  load: (key: K) => Promise<V>,
  cacheKey?: (key: K) => string,
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    (keys) => Promise.all(keys.map((key) => load(key).catch((error: unknown) => toError(error)))),
    { batch: false, ...(cacheKey ? { cacheKeyFn: cacheKey } : {}) },
  );
}

/** A memory of missing routes for one operation (bulk work, tests). */
function operationRoutes(): StoreRoutes {
  const missing = new Set<string>();
  return {
    lacksRoute: (route) => missing.has(route),
    routeMissing: (route) => void missing.add(route),
  };
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
