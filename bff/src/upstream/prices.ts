import { type QueryParams, type UpstreamSession } from './upstream-client.js';
import { acceptedWrite } from './write-outcome.js';

/** The market prices calls (upstream/README.md). */

export function fetchPriceList(
  upstream: UpstreamSession,
  categoryId: string,
  query: QueryParams,
): Promise<unknown> {
  return upstream.get(`/api/prices/${encodeURIComponent(categoryId)}`, query);
}

/** Exports are accepted: the file arrives as an event, so an unreadable 2xx answer still counts. */
export function startPricesExport(
  upstream: UpstreamSession,
  categoryId: string,
  body: object,
): Promise<void> {
  return acceptedWrite(() =>
    upstream.post(`/api/prices/${encodeURIComponent(categoryId)}/export`, body),
  );
}

export function startPriceItemsExport(
  upstream: UpstreamSession,
  categoryId: string,
  body: object,
): Promise<void> {
  return acceptedWrite(() =>
    upstream.post(`/api/prices/${encodeURIComponent(categoryId)}/items/export`, body),
  );
}

export function downloadPath(filename: string): string {
  return `/api/download/${encodeURIComponent(filename)}`;
}
