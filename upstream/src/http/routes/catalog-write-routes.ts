// PUT /api/catalog/{id}/dynamic-price (set the state), PUT /api/catalog/{id}/toggle-dynamic-price
// (flip it) and PATCH /api/catalog/{id}/sync-base-price.
import type { SetDynamicPriceAnswer, ToggleDynamicPriceAnswer } from '@refurb/contract';
import { recordItemEvent, touchStoreStats } from '../../data/store-changes';
import type { CatalogItemRecord } from '../../data/types';
import { apiRoute, requireCatalog, storeItem, throwIfInvalid } from '../api-route';
import { addError, type ValidationErrors } from '../query-params';
import { readBodyFields } from '../read-body';
import type { AuthenticatedContext } from '../request-context';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { catalogListItemView } from '../views/catalog-list-view';

export function registerCatalogWriteRoutes(router: Router): void {
  // The state wanted, so concurrent callers asking for the same state cannot undo each other
  // (two toggles do); an item already in that state is not written (`changed: false`).
  router.add(
    'PUT',
    '/api/catalog/:id/dynamic-price',
    apiRoute(async (context) => {
      requireCatalog(context);
      const item = storeItem(context);
      const enabled = readEnabled(await readBodyFields(context));
      const changed = item.automaticPriceEnabled !== enabled;
      if (changed) setDynamicPrice(context, item, enabled);
      sendJson(context, 200, {
        automatic_price_enabled: item.automaticPriceEnabled,
        changed,
      } satisfies SetDynamicPriceAnswer);
    }),
  );
  router.add(
    'PUT',
    '/api/catalog/:id/toggle-dynamic-price',
    apiRoute((context) => {
      requireCatalog(context);
      const item = storeItem(context);
      setDynamicPrice(context, item, !item.automaticPriceEnabled);
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

function setDynamicPrice(
  context: AuthenticatedContext,
  item: CatalogItemRecord,
  enabled: boolean,
): void {
  const now = context.services.now();
  item.automaticPriceEnabled = enabled;
  recordItemEvent(item, enabled ? 'dynamic_price_enabled' : 'dynamic_price_disabled', null, now);
  touchStoreStats(context.store, now);
}

/** `{ "enabled": true | false }`; anything else is a 422 naming the field. */
function readEnabled(body: Record<string, unknown>): boolean {
  const errors: ValidationErrors = {};
  const { enabled } = body;
  if (typeof enabled !== 'boolean')
    addError(errors, 'enabled', 'The enabled field must be true or false.');
  throwIfInvalid(errors);
  return enabled === true;
}
