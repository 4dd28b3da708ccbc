import { type QueryParams, type ReplayableBody, type UpstreamSession } from './upstream-client.js';
import { acceptedWrite } from './write-outcome.js';

/** The catalog calls (upstream/README.md). Answers are raw; catalog-mapping.ts reads them. */

export function fetchCatalogPage(upstream: UpstreamSession, query: QueryParams): Promise<unknown> {
  return upstream.get('/api/catalog', query);
}

export function fetchCatalogItem(upstream: UpstreamSession, itemId: string): Promise<unknown> {
  return upstream.get(`/api/catalog/${encodeURIComponent(itemId)}`);
}

export function fetchBuybox(upstream: UpstreamSession, itemId: string): Promise<unknown> {
  return upstream.get(`/api/catalog/${encodeURIComponent(itemId)}/buybox`);
}

export function toggleDynamicPrice(upstream: UpstreamSession, itemId: string): Promise<unknown> {
  return upstream.put(`/api/catalog/${encodeURIComponent(itemId)}/toggle-dynamic-price`);
}

export function syncBasePrice(upstream: UpstreamSession, itemId: string): Promise<unknown> {
  return upstream.patch(`/api/catalog/${encodeURIComponent(itemId)}/sync-base-price`);
}

/** Accepted: the outcome arrives as an event, so an unreadable 2xx answer is still accepted. */
export function uploadCatalog(upstream: UpstreamSession, body: ReplayableBody): Promise<void> {
  return acceptedWrite(() => upstream.postBody('/api/catalog/upload', body));
}

export const catalogExportPath = '/api/catalog/export';
