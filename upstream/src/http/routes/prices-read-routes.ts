// GET /api/prices/{categoryId}: market prices of one of the store's categories, by page number or
// by key (price-list-paging.ts).
import type { PriceListPage } from '@refurb/contract';
import { PAGE_SIZE } from '../../data/catalog-query';
import { GRADES } from '../../data/types';
import { apiRoute, pathId, throwIfInvalid } from '../api-route';
import { notFound } from '../http-error';
import {
  readChoices,
  readList,
  readPage,
  readSearch,
  readSort,
  type ValidationErrors,
} from '../query-params';
import type { AuthenticatedContext } from '../request-context';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { iso } from '../views/wording';
import { categoryPriceRows, priceRowView, type PriceFilter } from '../views/price-list-view';
import { readListAfter } from './list-keyset-params';
import { priceListPage } from './price-list-paging';

export function registerPricesReadRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/prices/:categoryId',
    apiRoute((context) => {
      const categoryId = storeCategoryId(context);
      const errors: ValidationErrors = {};
      const filter = readPriceFilter(context, errors);
      const sort = readSort(
        context.query,
        ['grade'] as const,
        { field: 'grade', direction: 'desc' },
        errors,
      );
      const page = readPage(context.query, errors);
      const after = readListAfter(context.query, errors);
      throwIfInvalid(errors);
      const category = categoryPriceRows(context.services.db, context.store, categoryId);
      const { store } = context;
      const result = priceListPage(
        store,
        categoryId,
        category,
        filter,
        sort.direction,
        page,
        after,
      );
      sendJson(context, 200, {
        items: result.rows.map((row) => priceRowView(context.services.db, store, row)),
        items_count: result.total,
        page,
        per_page: PAGE_SIZE,
        after_keys: result.afterKeys,
        has_more: result.hasMore,
        snapshot: result.snapshot,
        stats: { ...category.stats, last_update: iso(context.services.db.market.lastUpdate) },
        filters: category.filters,
      } satisfies PriceListPage);
    }),
  );
}

/** A category of the signed-in store; other ids are 404. */
export function storeCategoryId(context: AuthenticatedContext, name = 'categoryId'): number {
  const categoryId = pathId(context, name);
  if (!context.store.categoryIds.includes(categoryId)) throw notFound();
  return categoryId;
}

export function readPriceFilter(
  context: AuthenticatedContext,
  errors: ValidationErrors,
): PriceFilter {
  return {
    search: readSearch(context.query, errors),
    brands: readList(context.query, 'brands', errors),
    models: readList(context.query, 'models', errors),
    grades: readChoices(context.query, 'grades', GRADES, errors),
  };
}
