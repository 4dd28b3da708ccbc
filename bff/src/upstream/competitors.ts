import { type QueryParams, type UpstreamSession } from './upstream-client.js';

/** The competitor calls (upstream/README.md). */

export function fetchCompetitorListings(
  upstream: UpstreamSession,
  vendorId: string,
  query: QueryParams,
): Promise<unknown> {
  return upstream.get(`/api/competitors/${encodeURIComponent(vendorId)}`, query);
}

export function fetchCompetitorItem(
  upstream: UpstreamSession,
  vendorId: string,
  itemId: string,
): Promise<unknown> {
  return upstream.get(
    `/api/competitors/${encodeURIComponent(vendorId)}/items/${encodeURIComponent(itemId)}`,
  );
}
