import { codedError } from '../../errors.js';
import { toggleDynamicPrice } from '../../upstream/catalog.js';
import { type UpstreamAccess } from '../request-loaders.js';
import { type CatalogItemDetail } from './catalog-mapping.js';
import {
  isSettledByRead,
  unconfirmedWriteError,
  withWriteOutcome,
  writeOutcomeOf,
} from '../../upstream/write-outcome.js';

/**
 * Puts an item's dynamic pricing in the state asked for, writing only when it differs, and says
 * what happened from the write's own answer (docs/catalog-writes.md). The upstream only offers
 * a toggle (PUT /api/catalog/{id}/toggle-dynamic-price, answering `automatic_price_enabled`), so:
 * read the item; if it is already in that state, write nothing; else toggle and take the state
 * from the toggle's answer. Repeating a call is safe, which is what makes "try again" true.
 *
 * - A failed first read throws: nothing was written.
 * - A toggle whose answer is unreadable, an error or late is settled by reading the item again:
 *   the new state confirms it; the old state, once the upstream has answered, means nothing
 *   changed (that error is thrown); otherwise an unconfirmed-write error (write-outcome.ts).
 * - Should someone else have flipped the item between the read and the toggle, the toggle's
 *   answer shows the other state: one more toggle puts it where asked.
 * - After a change the item is read again for `item`; when that read fails, `item` is absent and
 *   the answer still stands (`enabled` comes from the write).
 *
 * One item per call; a bulk action calls it once per item.
 */
export interface DynamicPricingChange {
  outcome: 'changed' | 'unchanged';
  /** Dynamic pricing after the call: the upstream's answer to the write (or the read, unchanged). */
  enabled: boolean;
  /** The item after the call, `automaticPriceEnabled` = `enabled`; absent when it could not be read. */
  item?: CatalogItemDetail;
}

export interface SetDynamicPricingOptions {
  /** The item as just read by the caller: saves the first read. */
  current?: CatalogItemDetail;
  /** Read the item after a change to answer `item` (default true; a bulk action may not need it). */
  readBack?: boolean;
}

export async function setDynamicPricing(
  access: UpstreamAccess,
  itemId: string,
  enabled: boolean,
  options: SetDynamicPricingOptions = {},
): Promise<DynamicPricingChange> {
  const before = options.current ?? (await readCatalogItem(access, itemId));
  if (before.item.automaticPriceEnabled === enabled) {
    return { outcome: 'unchanged', enabled, item: before };
  }
  let after = await toggleFrom(access, itemId, before.item.automaticPriceEnabled);
  if (after.enabled !== enabled) {
    // Someone else's change came between our read and our toggle.
    after = await toggleFrom(access, itemId, after.enabled);
  }
  let item = after.item;
  if (item === undefined && options.readBack !== false) {
    item = await readCatalogItem(access, itemId).catch(() => undefined);
  }
  return {
    outcome: 'changed',
    enabled: after.enabled,
    ...(item ? { item: withDynamicPricing(item, after.enabled) } : {}),
  };
}

/** GET /api/catalog/{id}, mapped; after a write of the operation, read afresh. */
export function readCatalogItem(
  access: UpstreamAccess,
  itemId: string,
): Promise<CatalogItemDetail> {
  return access.loaders.catalogDetail.load(itemId);
}

/** The detail with the flag as the write answered it (a read may lag behind a write). */
export function withDynamicPricing(detail: CatalogItemDetail, enabled: boolean): CatalogItemDetail {
  if (detail.item.automaticPriceEnabled === enabled) return detail;
  return { ...detail, item: { ...detail.item, automaticPriceEnabled: enabled } };
}

/** One toggle from a known state: the state after it, and the item when a read settled it. */
async function toggleFrom(
  access: UpstreamAccess,
  itemId: string,
  from: boolean,
): Promise<{ enabled: boolean; item?: CatalogItemDetail }> {
  try {
    return { enabled: toggleAnswer(await toggleDynamicPrice(access.upstream, itemId)) };
  } catch (error) {
    const outcome = writeOutcomeOf(error);
    if (outcome === 'not-applied') throw error;
    let now: CatalogItemDetail;
    try {
      now = await readCatalogItem(access, itemId);
    } catch {
      throw unconfirmedWriteError();
    }
    const state = now.item.automaticPriceEnabled;
    if (state !== from) return { enabled: state, item: now };
    // The upstream is done with the toggle and nothing changed: its error stands.
    if (isSettledByRead(outcome)) throw error;
    // No answer in time: the toggle may still land after this read.
    throw unconfirmedWriteError();
  }
}

/** `{ automatic_price_enabled: boolean }`; anything else is an answer that cannot be read. */
function toggleAnswer(raw: unknown): boolean {
  const value = (raw as { automatic_price_enabled?: unknown } | null)?.automatic_price_enabled;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
}
