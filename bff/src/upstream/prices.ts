import { type PriceFilterParams, type PriceListPage, type PriceListQuery } from '@refurb/contract';
import { answerReader, PriceListPageSchema } from '@refurb/contract/schemas';
import { checked } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';
import { acceptedWrite } from './write-outcome.js';

/** The market prices calls (upstream/README.md). */

const readPriceList = answerReader(PriceListPageSchema);

/** GET /api/prices/{categoryId}: one page of the category's market prices. */
export async function fetchPriceList(
  upstream: UpstreamSession,
  categoryId: string,
  query: PriceListQuery,
): Promise<PriceListPage> {
  const path = categoryPath(categoryId);
  return checked(readPriceList, await upstream.get(path, query), { upstream, path });
}

/**
 * Exports answer 202 (ExportStartedAnswer), read by nobody: the file arrives as an event, so an
 * unreadable 2xx answer still counts as accepted.
 */
export function startPricesExport(
  upstream: UpstreamSession,
  categoryId: string,
  body: PriceFilterParams,
): Promise<void> {
  return acceptedWrite(() => upstream.post(`${categoryPath(categoryId)}/export`, body));
}

export function startPriceItemsExport(
  upstream: UpstreamSession,
  categoryId: string,
  body: PriceFilterParams,
): Promise<void> {
  return acceptedWrite(() => upstream.post(`${categoryPath(categoryId)}/items/export`, body));
}

/** GET: an export file, streamed to the browser (http/file-routes.ts). */
export function downloadPath(filename: string): string {
  return `/api/download/${encodeURIComponent(filename)}`;
}

function categoryPath(categoryId: string): string {
  return `/api/prices/${encodeURIComponent(categoryId)}`;
}
