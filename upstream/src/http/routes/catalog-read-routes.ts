// GET /api/catalog, /api/catalog/details, /api/catalog/buyboxes, /api/catalog/{id},
// /api/catalog/{id}/buybox.
import {
  type CatalogBuyboxesAnswer,
  type CatalogPage,
  maxCatalogDetailsIds,
} from '@refurb/contract';
import {
  CATALOG_SORT_FIELDS,
  DEFAULT_CATALOG_SORT,
  PAGE_SIZE,
  workQueueCounts,
} from '../../data/catalog-query';
import { catalogPage, readAfter, readUpdatedSince } from './catalog-list-paging';
import { type CatalogItemRecord, GRADES } from '../../data/types';
import { requestLocale } from '../../i18n';
import { apiRoute, requireCatalog, storeItem, throwIfInvalid } from '../api-route';
import {
  addError,
  readBoolean,
  readChoice,
  readChoices,
  readList,
  readPage,
  readSearch,
  readSort,
  type ValidationErrors,
} from '../query-params';
import { sendJson } from '../respond';
import type { AuthenticatedContext } from '../request-context';
import type { Router } from '../router';
import { buyboxView } from '../views/buybox-view';
import { catalogDetailView } from '../views/catalog-detail-view';
import { catalogDetailsView } from '../views/catalog-details-view';
import { iso } from '../views/wording';
import { catalogListItemView, catalogSummary, marketPresence } from '../views/catalog-list-view';

export function registerCatalogReadRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/catalog',
    apiRoute((context) => {
      requireCatalog(context);
      const errors: ValidationErrors = {};
      const categoryIds = readList(context.query, 'categories', errors).map((value, index) => {
        if (!/^\d{1,9}$/.test(value))
          addError(errors, `categories.${index}`, `The selected categories.${index} is invalid.`);
        return Number(value);
      });
      const filter = {
        search: readSearch(context.query, errors),
        categoryIds,
        brands: readList(context.query, 'brands', errors),
        models: readList(context.query, 'models', errors),
        grades: readChoices(context.query, 'grades', GRADES, errors),
        storage: readList(context.query, 'storage', errors),
        ...readWorkQueueFilter(context.query, errors),
        updatedSince: readUpdatedSince(context.query, errors),
      };
      const sort = readSort(context.query, CATALOG_SORT_FIELDS, DEFAULT_CATALOG_SORT, errors);
      const page = readPage(context.query, errors);
      const after = readAfter(context.query, errors);
      throwIfInvalid(errors);
      const market = marketPresence(context.services.db, context.store);
      const result = catalogPage(context, filter, sort, page, after, market);
      const summary = catalogSummary(context.store);
      sendJson(context, 200, {
        items: result.items.map((item) => catalogListItemView(item, context.store)),
        items_count: result.total,
        count: result.total,
        page,
        per_page: PAGE_SIZE,
        after_keys: result.afterKeys,
        has_more: result.hasMore,
        snapshot: result.snapshot,
        updated_since: filter.updatedSince === null ? null : iso(filter.updatedSince),
        stats: { ...summary.stats, work_queue: workQueueCounts(context.store, market) },
        last_update: iso(context.store.lastUpdate),
        filters: summary.filters,
      } satisfies CatalogPage);
    }),
  );
  // Before /api/catalog/:id, which would take `details` or `buyboxes` for an id.
  router.add('GET', '/api/catalog/details', catalogDetails);
  router.add('GET', '/api/catalog/buyboxes', catalogBuyboxes);
  router.add(
    'GET',
    '/api/catalog/:id',
    apiRoute((context) => {
      requireCatalog(context);
      const item = storeItem(context);
      const { services } = context;
      sendJson(
        context,
        200,
        catalogDetailView(services.db, context.store, item, services.now(), detailOptions(context)),
      );
    }),
  );
  router.add(
    'GET',
    '/api/catalog/:id/buybox',
    apiRoute((context) => {
      requireCatalog(context);
      sendJson(context, 200, buyboxView(context.services.db, context.store, storeItem(context)));
    }),
  );
}

/** What an item's detail is written for: the reader's language and the log's retention. */
function detailOptions(context: AuthenticatedContext) {
  return {
    locale: requestLocale(context.req.headers['accept-language'], context.user.language),
    retentionDays: context.services.config.logRetentionDays,
  };
}

/**
 * GET /api/catalog/details?ids[]=…: the detail of up to `maxCatalogDetailsIds` items in one call
 * (unknown ids left out), for a list page that shows per-item details.
 */
const catalogDetails = apiRoute((context) => {
  requireCatalog(context);
  const items = requestedItems(context);
  const { services } = context;
  sendJson(
    context,
    200,
    catalogDetailsView(services.db, context.store, items, services.now(), detailOptions(context)),
  );
});

/** GET /api/catalog/buyboxes?ids[]=…: the buybox of up to `maxCatalogDetailsIds` items at once. */
const catalogBuyboxes = apiRoute((context) => {
  requireCatalog(context);
  const items = requestedItems(context).map((item) => ({
    catalog_item_id: item.id,
    buybox: buyboxView(context.services.db, context.store, item),
  }));
  sendJson(context, 200, { items } satisfies CatalogBuyboxesAnswer);
});

/**
 * The items named by `ids[]` (1 to `maxCatalogDetailsIds` numeric ids, else 422), each once, in
 * the order asked; unknown ids are left out.
 */
function requestedItems(context: AuthenticatedContext): CatalogItemRecord[] {
  const errors: ValidationErrors = {};
  const ids = readList(context.query, 'ids', errors);
  if (ids.length === 0) addError(errors, 'ids', 'The ids field is required.');
  if (ids.length > maxCatalogDetailsIds) {
    addError(errors, 'ids', `The ids field must not have more than ${maxCatalogDetailsIds} items.`);
  }
  ids.forEach((id, index) => {
    if (!/^\d{1,15}$/.test(id))
      addError(errors, `ids.${index}`, `The ids.${index} field must be an id.`);
  });
  throwIfInvalid(errors);
  return [...new Set(ids.map(Number))].flatMap((id) => {
    const item = context.store.itemsById.get(id);
    return item ? [item] : [];
  });
}

/**
 * The work-queue filters (upstream/README.md): `has_notifications` and `below_base_price` are
 * booleans (1/0, true/false), `price_limit` is min or max, `dynamic_price` on or off.
 */
function readWorkQueueFilter(query: URLSearchParams, errors: ValidationErrors) {
  const hasNotifications = readBoolean(query, 'has_notifications', errors);
  const priceLimit = readChoice(query, 'price_limit', ['min', 'max'] as const, errors);
  const dynamicPrice = readChoice(query, 'dynamic_price', ['on', 'off'] as const, errors);
  return {
    hasNotifications,
    priceLimit,
    dynamicPrice: dynamicPrice === null ? null : dynamicPrice === 'on',
    belowBasePrice: readBoolean(query, 'below_base_price', errors),
  };
}
