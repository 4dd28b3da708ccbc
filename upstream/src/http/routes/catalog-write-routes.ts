// PUT /api/catalog/{id}/toggle-dynamic-price and PATCH /api/catalog/{id}/sync-base-price.
import type { ToggleDynamicPriceAnswer } from '@refurb/contract';
import { recordItemEvent, touchStoreStats } from '../../data/store-changes';
import { apiRoute, requireCatalog, storeItem } from '../api-route';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { catalogListItemView } from '../views/catalog-list-view';

export function registerCatalogWriteRoutes(router: Router): void {
  router.add(
    'PUT',
    '/api/catalog/:id/toggle-dynamic-price',
    apiRoute((context) => {
      requireCatalog(context);
      const item = storeItem(context);
      const now = context.services.now();
      item.automaticPriceEnabled = !item.automaticPriceEnabled;
      recordItemEvent(
        item,
        item.automaticPriceEnabled ? 'dynamic_price_enabled' : 'dynamic_price_disabled',
        null,
        now,
      );
      touchStoreStats(context.store, now);
      sendJson(context, 200, {
        automatic_price_enabled: item.automaticPriceEnabled,
      } satisfies ToggleDynamicPriceAnswer);
    }),
  );
  router.add(
    'PATCH',
    '/api/catalog/:id/sync-base-price',
    apiRoute((context) => {
      requireCatalog(context);
      const item = storeItem(context);
      const now = context.services.now();
      const previous = item.basePrice;
      // Sync base price: the base price follows the current (active) price.
      item.basePrice = item.price;
      recordItemEvent(
        item,
        'base_price_synced',
        `Base price changed from ${previous.toFixed(2)} to ${item.basePrice.toFixed(2)}`,
        now,
      );
      touchStoreStats(context.store, now);
      sendJson(context, 200, catalogListItemView(item, context.store));
    }),
  );
}
