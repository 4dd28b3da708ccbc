// An item's own log in GET /api/catalog/{id}: the batches' price changes and the item's events,
// newest first, their notes in the reader's language.
import type { ItemLogAnswer } from '@refurb/contract';
import { itemEvents, repricingChanges } from '../../data/item-snapshots';
import type { CatalogItemRecord, ItemEvent, LogBatchRecord } from '../../data/types';
import { formatMoney, translate } from '../../i18n';
import { iso } from './wording';
import { type Wording } from './wording';

/** The item's log, newest first: the batches' price updates and the item's own events. */
export function itemLogs(
  item: CatalogItemRecord,
  batches: readonly LogBatchRecord[],
  wording: Wording,
): ItemLogAnswer[] {
  const money = (amount: number) => formatMoney(wording.locale, amount, wording.currencySymbol);
  const rows = [
    ...repricingChanges(item, batches).map((change) => ({
      id: change.id,
      createdAt: change.createdAt,
      event: 'price_updated',
      note: translate(wording.locale, 'repricing.priceChangedByBatch', {
        old: money(change.from),
        new: money(change.to),
        batch: change.batch,
      }),
    })),
    ...itemEvents(item).map((event) => ({
      id: event.id ?? '',
      createdAt: event.createdAt,
      event: event.event,
      note: eventNote(event, wording),
    })),
  ];
  return rows
    .sort((left, right) => right.createdAt - left.createdAt)
    .map((row) => ({
      id: row.id,
      created_at: iso(row.createdAt),
      event: row.event,
      note: row.note,
    }));
}

/** An event's note in the reader's language when its facts are known, else as written. */
function eventNote(event: ItemEvent, wording: Wording): string | null {
  const money = (amount: number) => formatMoney(wording.locale, amount, wording.currencySymbol);
  const { locale } = wording;
  if (event.listedAt !== undefined) {
    return translate(locale, 'repricing.uploadCreated', { price: money(event.listedAt) });
  }
  if (event.priceChange) {
    const params = { old: money(event.priceChange.from), new: money(event.priceChange.to) };
    return event.event === 'catalog_upload'
      ? translate(locale, 'repricing.uploadPriceChanged', params)
      : translate(locale, 'repricing.priceChanged', params);
  }
  // The base price sync writes its note with the two amounts (catalog-write-routes.ts).
  const synced =
    event.event === 'base_price_synced'
      ? /^Base price changed from (\d+(?:\.\d+)?) to (\d+(?:\.\d+)?)$/.exec(event.note ?? '')
      : null;
  if (synced) {
    return translate(locale, 'repricing.basePriceSynced', {
      old: money(Number(synced[1])),
      new: money(Number(synced[2])),
    });
  }
  if (event.event === 'catalog_upload' && event.note === 'Created by upload') {
    return translate(locale, 'repricing.uploadCreatedNoPrice');
  }
  if (event.event === 'catalog_upload' && event.note === 'Updated by upload') {
    return translate(locale, 'repricing.uploadUpdated');
  }
  return event.note;
}
