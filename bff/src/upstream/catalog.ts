import {
  type BuyboxAnswer,
  type CatalogBuyboxesAnswer,
  type CatalogDetailsAnswer,
  type CatalogItemAnswer,
  type CatalogListQuery,
  type CatalogPage,
  type CatalogRow,
  type SetDynamicPriceAnswer,
  type SetDynamicPriceBody,
  type ToggleDynamicPriceAnswer,
} from '@refurb/contract';
import {
  answerReader,
  BuyboxAnswerSchema,
  CatalogBuyboxesAnswerSchema,
  CatalogDetailsAnswerSchema,
  CatalogItemAnswerSchema,
  CatalogPageSchema,
  CatalogRowSchema,
  SetDynamicPriceAnswerSchema,
  ToggleDynamicPriceAnswerSchema,
} from '@refurb/contract/schemas';
import { checked } from './answer-shape.js';
import { type ReplayableBody, type UpstreamSession } from './upstream-client.js';
import { acceptedWrite } from './write-outcome.js';

/** The catalog calls (upstream/README.md); answers are checked against the contract (answer-shape.ts). */

const readCatalogPage = answerReader(CatalogPageSchema);
const readCatalogItem = answerReader(CatalogItemAnswerSchema);
const readCatalogDetails = answerReader(CatalogDetailsAnswerSchema);
const readCatalogBuyboxes = answerReader(CatalogBuyboxesAnswerSchema);
const readBuybox = answerReader(BuyboxAnswerSchema);
const readToggle = answerReader(ToggleDynamicPriceAnswerSchema);
const readSetDynamicPrice = answerReader(SetDynamicPriceAnswerSchema);
const readCatalogRow = answerReader(CatalogRowSchema);

/** GET /api/catalog: one page of the list, its stats and filter choices. */
export async function fetchCatalogPage(
  upstream: UpstreamSession,
  query: CatalogListQuery,
): Promise<CatalogPage> {
  const path = '/api/catalog';
  return checked(readCatalogPage, await upstream.get(path, query), { upstream, path });
}

/** GET /api/catalog/{id}: everything about one item. */
export async function fetchCatalogItem(
  upstream: UpstreamSession,
  itemId: string,
): Promise<CatalogItemAnswer> {
  const path = itemPath(itemId);
  return checked(readCatalogItem, await upstream.get(path), { upstream, path });
}

/** The store's batch read of details, which an older store lacks (it answers 404 or 405). */
export const catalogDetailsRoute = 'GET /api/catalog/details';

/**
 * GET /api/catalog/details?ids[]=…: the details of several items in one call (at most
 * `maxCatalogDetailsIds`); an unknown id is left out of the answer.
 */
export async function fetchCatalogDetails(
  upstream: UpstreamSession,
  itemIds: readonly string[],
): Promise<CatalogDetailsAnswer> {
  const path = '/api/catalog/details';
  const answer = await upstream.get(path, { ids: itemIds });
  return checked(readCatalogDetails, answer, { upstream, path });
}

/** The store's batch read of buyboxes, which an older store lacks (it answers 404 or 405). */
export const catalogBuyboxesRoute = 'GET /api/catalog/buyboxes';

/** GET /api/catalog/buyboxes?ids[]=…: the buyboxes of several items in one call. */
export async function fetchCatalogBuyboxes(
  upstream: UpstreamSession,
  itemIds: readonly string[],
): Promise<CatalogBuyboxesAnswer> {
  const path = '/api/catalog/buyboxes';
  const answer = await upstream.get(path, { ids: itemIds });
  return checked(readCatalogBuyboxes, answer, { upstream, path });
}

/** GET /api/catalog/{id}/buybox. */
export async function fetchBuybox(
  upstream: UpstreamSession,
  itemId: string,
): Promise<BuyboxAnswer> {
  const path = `${itemPath(itemId)}/buybox`;
  return checked(readBuybox, await upstream.get(path), { upstream, path });
}

/** PUT …/toggle-dynamic-price: flips the item's dynamic pricing, answers the state after. */
export async function toggleDynamicPrice(
  upstream: UpstreamSession,
  itemId: string,
): Promise<ToggleDynamicPriceAnswer> {
  const path = `${itemPath(itemId)}/toggle-dynamic-price`;
  return checked(readToggle, await upstream.put(path), { upstream, path });
}

/**
 * PUT …/dynamic-price `{enabled}`: sets the state, answers it and whether the call changed it.
 * A store without this call answers 404/405 (set-dynamic-pricing.ts falls back to the toggle).
 */
export async function setDynamicPriceState(
  upstream: UpstreamSession,
  itemId: string,
  enabled: boolean,
): Promise<SetDynamicPriceAnswer> {
  const path = `${itemPath(itemId)}/dynamic-price`;
  const body: SetDynamicPriceBody = { enabled };
  return checked(readSetDynamicPrice, await upstream.put(path, body), { upstream, path });
}

/** PATCH …/sync-base-price: base price := price; answers the item's list row. */
export async function syncBasePrice(
  upstream: UpstreamSession,
  itemId: string,
): Promise<CatalogRow> {
  const path = `${itemPath(itemId)}/sync-base-price`;
  return checked(readCatalogRow, await upstream.patch(path), { upstream, path });
}

/**
 * Accepted: the outcome arrives as an event (echoing `requestId`, sent as X-Request-Id), so an
 * unreadable 2xx answer is still accepted.
 */
export function uploadCatalog(
  upstream: UpstreamSession,
  body: ReplayableBody,
  requestId?: string,
): Promise<void> {
  const sent = requestId === undefined ? body : { ...body, requestId };
  return acceptedWrite(() => upstream.postBody('/api/catalog/upload', sent));
}

/** GET: the whole catalog as CSV, streamed to the browser (http/file-routes.ts). */
export const catalogExportPath = '/api/catalog/export';

function itemPath(itemId: string): string {
  return `/api/catalog/${encodeURIComponent(itemId)}`;
}
