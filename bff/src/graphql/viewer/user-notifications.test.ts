import { describe, expect, it } from 'vitest';
import { type NotificationsAnswer } from '@refurb/contract';
import { ItemNotificationKind } from '../catalog/catalog-item-detail-types.js';
import { mapUserNotifications } from './user-notifications.js';

const answer: NotificationsAnswer = {
  count: 4,
  items: [
    {
      id: 9,
      type: 'min_allowed_price_reached',
      message: 'iPhone 13 128GB: minimum allowed price reached (412.50)',
      catalog_item_id: 31,
      data: { price: 412.5, min_price: 412.5, max_price: 700 },
      created_at: '2026-11-27T10:00:00Z',
    },
    {
      id: 8,
      type: 'prices_export_completed',
      message: 'Your prices export is ready.',
      catalog_item_id: null,
      data: { filename: 'prices.csv' },
      created_at: '2026-11-27T09:00:00Z',
    },
    {
      id: 7,
      type: 'catalog_upload_completed',
      message: 'Catalog upload stock.csv: 2 created, 5 updated, 1 unchanged, 0 refused.',
      catalog_item_id: null,
      data: { filename: 'stock.csv', created: 2, updated: 5, unchanged: 1, failed: 0 },
      created_at: '2026-11-27T08:00:00Z',
    },
    {
      id: 6,
      type: 'something_new',
      message: 'A text of the store.',
      catalog_item_id: null,
      data: {},
      created_at: '2026-11-27T07:00:00Z',
    },
  ],
};

describe("the user's notification list", () => {
  it('is worded in Italian for an Italian reader', () => {
    expect(mapUserNotifications(answer, 'it-IT', 50).map((n) => n.message)).toEqual([
      'iPhone 13 128GB: raggiunto il prezzo minimo consentito (412,50).',
      "L'esportazione dei prezzi è pronta.",
      'Caricamento del catalogo stock.csv: 2 creati, 5 aggiornati, 1 invariati, 0 rifiutati.',
      'A text of the store.',
    ]);
  });

  it('is worded in English for an English reader, with kinds and ids', () => {
    const [limit, , , unknown] = mapUserNotifications(answer, 'en-GB', 50);
    expect(limit).toEqual({
      id: '9',
      kind: ItemNotificationKind.MIN_ALLOWED_PRICE_REACHED,
      message: 'iPhone 13 128GB: minimum allowed price reached (412.50).',
      catalogItemId: '31',
      createdAt: '2026-11-27T10:00:00Z',
    });
    expect(unknown?.kind).toBe(ItemNotificationKind.OTHER);
  });

  it('keeps at most `first`, newest first, and reads the bare list of an older store', () => {
    expect(mapUserNotifications(answer.items, 'en-GB', 2).map((n) => n.id)).toEqual(['9', '8']);
  });
});
