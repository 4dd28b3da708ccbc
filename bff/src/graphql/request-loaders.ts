import {
  type CatalogDetailsAnswer,
  type CatalogListQuery,
  type CatalogPage,
  type CompetitorItemAnswer,
  type CompetitorListQuery,
  type CompetitorPage,
  type LogBatchesAnswer,
  type LogBatchReceived,
  type LogEntriesQuery,
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
  mapBuybox,
  mapCatalogDetail,
} from './catalog/catalog-mapping.js';
import { type Viewer } from './viewer/viewer.js';
import { mapNotificationCount, mapProfile } from './viewer/user-mapping.js';
import {
  catalogDetailsRoute,
  fetchBuybox,
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
 * asks the store again. A load is one call, started at once, except the items' details: those
 * asked in the same tick (a list page's per-item fields) are one batch read where the store
 * offers it. One failed key fails only its own fields.
 */
export interface RequestLoaders {
  profile: DataLoader<'me', Viewer>;
  notificationCount: DataLoader<'me', number>;
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
  private notificationCountLoader?: RequestLoaders['notificationCount'];
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

  get notificationCount(): RequestLoaders['notificationCount'] {
    return (this.notificationCountLoader ??= this.kept(
      perKey(async () => mapNotificationCount(await fetchNotifications(this.upstream))),
    ));
  }

  get catalogPage(): RequestLoaders['catalogPage'] {
    return (this.catalogPageLoader ??= this.kept(
      perKey((query: CatalogListQuery) => fetchCatalogPage(this.upstream, query), encodeQuery),
    ));
  }

  get catalogDetail(): RequestLoaders['catalogDetail'] {
    return (this.catalogDetailLoader ??= this.kept(
      new DataLoader<string, CatalogItemDetail, string>((ids) => this.loadDetails(ids), {
        maxBatchSize: maxCatalogDetailsIds,
      }),
    ));
  }

  /**
   * The details of the items asked for in one tick: one item, or a store known to lack the batch
   * read, is GET /api/catalog/{id} each; several are one GET /api/catalog/details. A 404/405 on it
   * means the store lacks it: remembered (StoreRoutes), and each item is read on its own; so is
   * each after a 422 (one bad id must not fail the others). An id the answer leaves out is
   * NOT_FOUND, as its own call would have been.
   */
  private async loadDetails(ids: readonly string[]): Promise<(CatalogItemDetail | Error)[]> {
    if (ids.length === 1 || this.routes.lacksRoute(catalogDetailsRoute)) {
      return this.detailsOneByOne(ids);
    }
    let answer: CatalogDetailsAnswer;
    try {
      answer = await fetchCatalogDetails(this.upstream, ids);
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'NOT_FOUND') this.routes.routeMissing(catalogDetailsRoute);
      if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return this.detailsOneByOne(ids);
      return ids.map(() => toError(error));
    }
    const byId = new Map(answer.items.map((item) => [detailItemId(item), item]));
    return ids.map((id) => {
      const item = byId.get(id);
      return item ? mapCatalogDetail(id, item) : codedError('NOT_FOUND');
    });
  }

  private detailsOneByOne(ids: readonly string[]): Promise<(CatalogItemDetail | Error)[]> {
    return Promise.all(
      ids.map((id) =>
        fetchCatalogItem(this.upstream, id).then((answer) => mapCatalogDetail(id, answer), toError),
      ),
    );
  }

  get buybox(): RequestLoaders['buybox'] {
    return (this.buyboxLoader ??= this.kept(
      perKey(async (id: string) => mapBuybox(await fetchBuybox(this.upstream, id))),
    ));
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
