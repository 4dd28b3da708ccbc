import { type CatalogRow } from '@refurb/contract';
import { codedError } from '../../errors.js';
import { syncBasePrice } from '../../upstream/catalog.js';
import { mapCatalogRow } from './catalog-mapping.js';
import { type UpstreamAccess } from '../request-loaders.js';
import { confirmedWrite, type ReadBack, withWriteOutcome } from '../../upstream/write-outcome.js';
import { type ItemOutcome } from './bulk-job.js';
import { BulkItemStatus } from './bulk-types.js';
import { type CatalogItem } from './catalog-types.js';
import { readCatalogItem, setDynamicPricing } from './set-dynamic-pricing.js';

/**
 * One item of "turn dynamic pricing on/off": the single-item rule of set-dynamic-pricing.ts
 * (write only when the state differs, answer from the write), with the item read first here so
 * the result can name it.
 */
export async function setItemDynamicPricing(
  access: UpstreamAccess,
  itemId: string,
  enabled: boolean,
): Promise<ItemOutcome> {
  const current = await readCatalogItem(access, itemId);
  const change = await setDynamicPricing(access, itemId, enabled, { current, readBack: false });
  return {
    status: change.outcome === 'changed' ? BulkItemStatus.DONE : BulkItemStatus.ALREADY,
    name: current.item.name,
    automaticPriceEnabled: change.enabled,
    price: current.item.price,
    basePrice: current.item.basePrice,
  };
}

/**
 * One item of "sync base price" (base price := price). The upstream's sync is idempotent; an item
 * whose base price already equals its price (to the cent) is ALREADY and nothing is written.
 * A sync whose answer is lost is settled by reading the item (write-outcome.ts).
 */
export async function syncItemBasePrice(
  access: UpstreamAccess,
  itemId: string,
): Promise<ItemOutcome> {
  const current = (await readCatalogItem(access, itemId)).item;
  if (isSynced(current)) {
    return {
      status: BulkItemStatus.ALREADY,
      name: current.name,
      automaticPriceEnabled: current.automaticPriceEnabled,
      price: current.price,
      basePrice: current.basePrice,
    };
  }
  const synced = await confirmedWrite(
    async () => syncedRow(await syncBasePrice(access.upstream, itemId)),
    async (): Promise<ReadBack<CatalogItem>> => {
      const now = (await readCatalogItem(access, itemId)).item;
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
