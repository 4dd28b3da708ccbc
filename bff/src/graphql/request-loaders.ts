import DataLoader from 'dataloader';
import { type BuyboxRow } from './catalog/catalog-types.js';
import { type Viewer } from './viewer/viewer.js';
import { fetchBuybox, fetchCatalogItem } from '../upstream/catalog.js';
import {
  type CatalogItemDetail,
  mapBuybox,
  mapCatalogDetail,
} from '../upstream/catalog-mapping.js';
import { fetchNotifications, fetchProfile } from '../upstream/user.js';
import { mapNotificationCount, mapProfile } from '../upstream/user-mapping.js';
import { type UpstreamSession } from '../upstream/upstream-client.js';

/**
 * Per-operation loaders: each upstream resource is fetched at most once per request, and
 * independent ones are fetched concurrently. The upstream has no batch endpoints, so a batch is
 * a set of parallel calls; one failed key fails only its own field.
 */
export interface RequestLoaders {
  profile: DataLoader<'me', Viewer>;
  notificationCount: DataLoader<'me', number>;
  catalogDetail: DataLoader<string, CatalogItemDetail>;
  buybox: DataLoader<string, BuyboxRow[]>;
}

export function createRequestLoaders(upstream: UpstreamSession): RequestLoaders {
  return {
    profile: perKey(async () => mapProfile(await fetchProfile(upstream))),
    notificationCount: perKey(async () => mapNotificationCount(await fetchNotifications(upstream))),
    catalogDetail: perKey(async (id: string) =>
      mapCatalogDetail(id, await fetchCatalogItem(upstream, id)),
    ),
    buybox: perKey(async (id: string) => mapBuybox(await fetchBuybox(upstream, id))),
  };
}

function perKey<K extends string, V>(load: (key: K) => Promise<V>): DataLoader<K, V> {
  return new DataLoader<K, V>((keys) =>
    Promise.all(keys.map((key) => load(key).catch((error: unknown) => toError(error)))),
  );
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
