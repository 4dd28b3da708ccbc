import { codedError, errorCodeOf } from '../../errors.js';
import { type UserWork } from '../../limits/user-work.js';
import { setDynamicPriceState, toggleDynamicPrice } from '../../upstream/catalog.js';
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
 * what happened from the write's own answer and a read after it (docs/catalog-writes.md).
 *
 * - One write at a time per user and item (limits/user-work.ts): concurrent jobs and tabs of one
 *   user wait for each other instead of undoing each other.
 * - The store's set-state call (PUT /api/catalog/{id}/dynamic-price `{enabled}`) when it offers
 *   it: idempotent, and its answer says whether it changed anything. A store without it answers
 *   404/405; the item is then read (a gone item is NOT_FOUND) and the toggle used, as below, and
 *   the BFF remembers for ten minutes that the call is missing.
 * - The toggle (PUT …/toggle-dynamic-price): read the item; if it is already in that state, write
 *   nothing; else toggle and take the state from the toggle's answer. Should someone else have
 *   flipped the item between the read and the toggle, the answer shows the other state: one more
 *   toggle puts it where asked.
 * - A write whose answer is unreadable, an error or late is settled by reading the item: the
 *   state asked for confirms it; the old state, once the store has answered, means nothing
 *   changed (that error is thrown); otherwise an unconfirmed-write error (write-outcome.ts).
 * - After the last write the item is read again: the answer is what the store holds then. Should
 *   it hold the other state (someone outside this BFF's order of writes changed it meanwhile),
 *   the call fails with CONFLICT and never reports the change as done. When that read fails,
 *   `item` is absent and the write's answer stands.
 *
 * One item per call; a bulk action calls writeDynamicPricing once per item, holding the item
 * itself.
 */
export interface DynamicPricingChange {
  outcome: 'changed' | 'unchanged';
  /** Dynamic pricing after the call: the state asked for (anything else is an error). */
  enabled: boolean;
  /** The item after the call; absent when it could not be read. */
  item?: CatalogItemDetail;
}

/** The request's access to the store and, in a GraphQL context, the user's work limits. */
export interface DynamicPricingAccess extends UpstreamAccess {
  userWork?: UserWork;
}

/** What the store was seen to lack (limits/user-work.ts keeps it per BFF). */
export type RouteMemory = Pick<UserWork, 'lacksRoute' | 'routeMissing'>;

export interface SetDynamicPricingOptions {
  /** The item as just read by the caller: the toggle is used from that state. */
  current?: CatalogItemDetail;
  /** Pays for each store call before it is made (bulk work: limits/user-work.ts). */
  pay?: () => Promise<void>;
  /** Where a missing set-state call is remembered; by default the access's user work. */
  routes?: RouteMemory;
}

/** The name the missing set-state call is remembered by. */
export const setStateRoute = 'PUT /api/catalog/{id}/dynamic-price';

export function setDynamicPricing(
  access: DynamicPricingAccess,
  itemId: string,
  enabled: boolean,
  options: SetDynamicPricingOptions = {},
): Promise<DynamicPricingChange> {
  const work = access.userWork;
  const userId = access.upstream.session.userId;
  const write = () =>
    writeDynamicPricing(access, itemId, enabled, { ...(work ? { routes: work } : {}), ...options });
  return work && userId !== null ? work.holdItem(userId, itemId, write) : write();
}

/** The rule above without taking the item: the caller holds it (UserWork.holdItem). */
export async function writeDynamicPricing(
  access: UpstreamAccess,
  itemId: string,
  enabled: boolean,
  options: SetDynamicPricingOptions = {},
): Promise<DynamicPricingChange> {
  const pay = options.pay ?? (() => Promise.resolve());
  const read = async () => {
    await pay();
    return readCatalogItem(access, itemId);
  };
  let before = options.current;
  if (before === undefined && options.routes?.lacksRoute(setStateRoute) !== true) {
    const set = await setState(access, itemId, enabled, pay, read);
    if (set !== 'missing') return verified(enabled, set, read);
    // 404/405: the item or the call is missing; the read says which (a gone item: NOT_FOUND).
    before = await read();
    options.routes?.routeMissing(setStateRoute);
  }
  before ??= await read();
  if (before.item.automaticPriceEnabled === enabled) {
    return { outcome: 'unchanged', enabled, item: before };
  }
  let after = await toggleFrom(access, itemId, before.item.automaticPriceEnabled, pay, read);
  if (after.enabled !== enabled) {
    // Someone else's change came between our read and our toggle.
    after = await toggleFrom(access, itemId, after.enabled, pay, read);
  }
  return verified(enabled, { changed: true, ...after }, read);
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

/** The item is in the other state than asked for after this call's last write. */
export function changedBySomeoneElse(enabled: boolean) {
  return codedError(
    'CONFLICT',
    `Someone else changed this item while the change ran: dynamic pricing is now ${enabled ? 'on' : 'off'}.`,
  );
}

/** What a write left: the state after it, whether it changed anything, the item if read. */
interface Written {
  changed: boolean;
  enabled: boolean;
  item?: CatalogItemDetail;
}

/**
 * The answer once the store holds the state asked for: read after the last write (unless a read
 * settling the write already did), CONFLICT when it holds the other one.
 */
async function verified(
  enabled: boolean,
  written: Written,
  read: () => Promise<CatalogItemDetail>,
): Promise<DynamicPricingChange> {
  const item = written.item ?? (await read().catch(() => undefined));
  const now = item?.item.automaticPriceEnabled ?? written.enabled;
  if (now !== enabled) throw changedBySomeoneElse(now);
  return { outcome: written.changed ? 'changed' : 'unchanged', enabled, ...(item ? { item } : {}) };
}

/** The set-state call; 'missing' when the store answered 404/405 for it. */
async function setState(
  access: UpstreamAccess,
  itemId: string,
  enabled: boolean,
  pay: () => Promise<void>,
  read: () => Promise<CatalogItemDetail>,
): Promise<Written | 'missing'> {
  await pay();
  try {
    const answer = await setDynamicPriceState(access.upstream, itemId, enabled);
    return { changed: readFlag(answer.changed), enabled: readFlag(answer.automatic_price_enabled) };
  } catch (error) {
    const outcome = writeOutcomeOf(error);
    if (outcome === 'not-applied') {
      if (errorCodeOf(error) === 'NOT_FOUND') return 'missing';
      throw error;
    }
    const now = await settlingRead(read);
    // In the state asked for: whether this call or an earlier one put it there, it holds.
    if (now.item.automaticPriceEnabled === enabled) return { changed: true, enabled, item: now };
    if (isSettledByRead(outcome)) throw error;
    throw unconfirmedWriteError();
  }
}

/** One toggle from a known state: the state after it, and the item when a read settled it. */
async function toggleFrom(
  access: UpstreamAccess,
  itemId: string,
  from: boolean,
  pay: () => Promise<void>,
  read: () => Promise<CatalogItemDetail>,
): Promise<{ enabled: boolean; item?: CatalogItemDetail }> {
  await pay();
  try {
    const answer = await toggleDynamicPrice(access.upstream, itemId);
    return { enabled: readFlag(answer.automatic_price_enabled) };
  } catch (error) {
    const outcome = writeOutcomeOf(error);
    if (outcome === 'not-applied') throw error;
    const now = await settlingRead(read);
    const state = now.item.automaticPriceEnabled;
    if (state !== from) return { enabled: state, item: now };
    // The upstream is done with the toggle and nothing changed: its error stands.
    if (isSettledByRead(outcome)) throw error;
    // No answer in time: the toggle may still land after this read.
    throw unconfirmedWriteError();
  }
}

/** The read that settles a write whose answer did not; failing, the write is unconfirmed. */
async function settlingRead(read: () => Promise<CatalogItemDetail>): Promise<CatalogItemDetail> {
  try {
    return await read();
  } catch {
    throw unconfirmedWriteError();
  }
}

/** A boolean flag of a write's answer (1/0 tolerated); anything else cannot be read. */
function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
}
