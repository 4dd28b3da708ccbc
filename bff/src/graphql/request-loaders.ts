import {
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
} from '@refurb/contract';
import DataLoader from 'dataloader';
import { type BuyboxRow } from './catalog/catalog-item-detail-types.js';
import { type CatalogItemDetail, mapBuybox, mapCatalogDetail } from './catalog/catalog-mapping.js';
import { type Viewer } from './viewer/viewer.js';
import { mapNotificationCount, mapProfile } from './viewer/user-mapping.js';
import { fetchBuybox, fetchCatalogItem, fetchCatalogPage } from '../upstream/catalog.js';
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
 * asks the store again. The store has no batch endpoints: a load is one call, started at once,
 * and one failed key fails only its own fields.
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

export function createRequestLoaders(upstream: UpstreamSession): RequestLoaders {
  const loaders: RequestLoaders = {
    profile: perKey(async () => mapProfile(await fetchProfile(upstream))),
    notificationCount: perKey(async () => mapNotificationCount(await fetchNotifications(upstream))),
    catalogPage: perKey(
      (query: CatalogListQuery) => fetchCatalogPage(upstream, query),
      encodeQuery,
    ),
    catalogDetail: perKey(async (id: string) =>
      mapCatalogDetail(id, await fetchCatalogItem(upstream, id)),
    ),
    buybox: perKey(async (id: string) => mapBuybox(await fetchBuybox(upstream, id))),
    priceList: perKey(
      ({ categoryId, query }) => fetchPriceList(upstream, categoryId, query),
      ({ categoryId, query }) => categoryId + encodeQuery(query),
    ),
    competitorPage: perKey(
      ({ vendorId, query }) => fetchCompetitorListings(upstream, vendorId, query),
      ({ vendorId, query }) => vendorId + encodeQuery(query),
    ),
    competitorItem: perKey(
      ({ vendorId, itemId }) => fetchCompetitorItem(upstream, vendorId, itemId),
      ({ vendorId, itemId }) => JSON.stringify([vendorId, itemId]),
    ),
    logBatches: perKey((page: number) => fetchLogBatches(upstream, page)),
    logBatch: perKey(
      ({ batchId, query }) => fetchLogBatch(upstream, batchId, query),
      ({ batchId, query }) => batchId + encodeQuery(query),
    ),
  };
  upstream.onWrite(() => {
    for (const loader of Object.values(loaders) as DataLoader<unknown, unknown, unknown>[]) {
      loader.clearAll();
    }
  });
  return loaders;
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

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
