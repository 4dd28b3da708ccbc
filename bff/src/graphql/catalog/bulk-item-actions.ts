import { type CatalogRow } from '@refurb/contract';
import { codedError } from '../../errors.js';
import { type UserWork } from '../../limits/user-work.js';
import { syncBasePrice } from '../../upstream/catalog.js';
import { mapCatalogRow } from './catalog-mapping.js';
import { type UpstreamAccess } from '../request-loaders.js';
import { confirmedWrite, type ReadBack, withWriteOutcome } from '../../upstream/write-outcome.js';
import { type ItemOutcome } from './bulk-job.js';
import { BulkItemStatus } from './bulk-types.js';
import { type CatalogItem } from './catalog-types.js';
import { readCatalogItem, writeDynamicPricing } from './set-dynamic-pricing.js';

/**
 * What a bulk job's item works with: the user's work limits (one write per item at a time, the
 * bulk share of the call budget) and a fresh view of the store, opened once the item is held, so
 * its operation deadline does not run while it waits for another job's write to the same item.
 */
export interface BulkItemAccess {
  userId: string;
  userWork: UserWork;
  /** A fresh view of the store whose calls are paid through `pay`, not again per call. */
  open(): UpstreamAccess;
  /** Pays one store call from the user's bulk share and budget (waits while they are spent). */
  pay(): Promise<void>;
}

/**
 * One item of "turn dynamic pricing on/off": the single-item rule of set-dynamic-pricing.ts
 * (the set-state call, or a read and a toggle only when the state differs), holding the item so
 * no other write of the user to it runs meanwhile. DONE or ALREADY only when the read after the
 * last write shows the state asked for; otherwise FAILED (CONFLICT).
 */
export function setItemDynamicPricing(
  bulk: BulkItemAccess,
  itemId: string,
  enabled: boolean,
  /** A job taking over this item from a replica that stopped mid-item: read before writing. */
  resumed = false,
): Promise<ItemOutcome> {
  return bulk.userWork.holdItem(bulk.userId, itemId, async () => {
    const access = bulk.open();
    const current = resumed
      ? await bulk.pay().then(() => readCatalogItem(access, itemId))
      : undefined;
    const change = await writeDynamicPricing(access, itemId, enabled, {
      pay: () => bulk.pay(),
      routes: bulk.userWork,
      ...(current ? { current } : {}),
    });
    const item = change.item?.item;
    // Taken over: the stopped replica's write for it may be what put it in this state.
    const done = change.outcome === 'changed' || resumed;
    return {
      status: done ? BulkItemStatus.DONE : BulkItemStatus.ALREADY,
      name: item?.name ?? null,
      automaticPriceEnabled: change.enabled,
      price: item?.price ?? null,
      basePrice: item?.basePrice ?? null,
    };
  });
}

/**
 * One item of "sync base price" (base price := price). The upstream's sync is idempotent; an item
 * whose base price already equals its price (to the cent) is ALREADY and nothing is written.
 * A sync whose answer is lost is settled by reading the item (write-outcome.ts).
 */
export function syncItemBasePrice(
  bulk: BulkItemAccess,
  itemId: string,
  /** A job taking over this item: an already synced one may be the stopped replica's work. */
  resumed = false,
): Promise<ItemOutcome> {
  return bulk.userWork.holdItem(bulk.userId, itemId, async () => {
    const access = bulk.open();
    const read = async () => {
      await bulk.pay();
      return (await readCatalogItem(access, itemId)).item;
    };
    const current = await read();
    if (isSynced(current)) {
      return {
        status: resumed ? BulkItemStatus.DONE : BulkItemStatus.ALREADY,
        name: current.name,
        automaticPriceEnabled: current.automaticPriceEnabled,
        price: current.price,
        basePrice: current.basePrice,
      };
    }
    const synced = await confirmedWrite(
      async () => {
        await bulk.pay();
        return syncedRow(await syncBasePrice(access.upstream, itemId));
      },
      async (): Promise<ReadBack<CatalogItem>> => {
        const now = await read();
        return isSynced(now) ? { state: 'as-written', value: now } : { state: 'as-before' };
      },
    );
    return {
      status: BulkItemStatus.DONE,
      name: synced.name || current.name,
      automaticPriceEnabled: synced.automaticPriceEnabled,
      price: synced.price,
      basePrice: synced.basePrice,
    };
  });
}

function isSynced(item: CatalogItem): boolean {
  return (
    item.price !== null &&
    item.basePrice !== null &&
    Math.round(item.price * 100) === Math.round(item.basePrice * 100)
  );
}

/** The sync's answer is the updated list row; one without its prices cannot be read. */
function syncedRow(answer: CatalogRow): CatalogItem {
  const row = mapCatalogRow(answer);
  if (row.price === null || row.basePrice === null) {
    throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
  }
  return row;
}
