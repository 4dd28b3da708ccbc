// GET /api/catalog, /api/catalog/{id}, /api/catalog/{id}/buybox.
import { CATALOG_SORT_FIELDS, PAGE_SIZE, queryCatalog } from '../../data/catalogQuery';
import { GRADES } from '../../data/types';
import { apiRoute, requireCatalog, storeItem, throwIfInvalid } from '../apiRoute';
import {
  addError,
  readChoices,
  readList,
  readPage,
  readSearch,
  readSort,
  type ValidationErrors,
} from '../queryParams';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { buyboxView } from '../views/buyboxView';
import { catalogDetailView, iso } from '../views/catalogDetailView';
import { catalogListItemView, catalogSummary } from '../views/catalogListView';

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
      };
      const sort = readSort(
        context.query,
        CATALOG_SORT_FIELDS,
        { field: 'grade', direction: 'desc' },
        errors,
      );
      const page = readPage(context.query, errors);
      throwIfInvalid(errors);
      const result = queryCatalog(context.store, filter, sort, page);
      const summary = catalogSummary(context.store);
      sendJson(context, 200, {
        items: result.items.map((item) => catalogListItemView(item, context.store)),
        items_count: result.total,
        count: result.total,
        page,
        per_page: PAGE_SIZE,
        stats: summary.stats,
        last_update: iso(context.store.lastUpdate),
        filters: summary.filters,
      });
    }),
  );
  router.add(
    'GET',
    '/api/catalog/:id',
    apiRoute((context) => {
      requireCatalog(context);
      const item = storeItem(context);
      sendJson(
        context,
        200,
        catalogDetailView(context.services.db, context.store, item, context.services.now()),
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
