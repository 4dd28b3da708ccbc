// GET /api/competitors/{vendorId} (by page number or by key: competitor-list-paging.ts) and
// GET /api/competitors/{vendorId}/items/{itemId}.
import type { CompetitorItemAnswer, CompetitorPage } from '@refurb/contract';
import { PAGE_SIZE } from '../../data/catalog-query';
import { vendorById } from '../../data/market-stats';
import { GRADES, type Vendor } from '../../data/types';
import { apiRoute, pathId, throwIfInvalid } from '../api-route';
import { notFound } from '../http-error';
import {
  readChoices,
  readList,
  readPage,
  readSearch,
  type ValidationErrors,
} from '../query-params';
import type { AuthenticatedContext } from '../request-context';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { iso } from '../views/wording';
import {
  competitorDetailView,
  competitorItemView,
  vendorListings,
} from '../views/competitors-view';
import { competitorListPage } from './competitor-list-paging';
import { readListAfter } from './list-keyset-params';
import { vendorView } from '../views/profile-view';

export function registerCompetitorsReadRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/competitors/:vendorId',
    apiRoute((context) => {
      const vendor = watchedVendor(context);
      const errors: ValidationErrors = {};
      const filter = {
        search: readSearch(context.query, errors),
        brands: readList(context.query, 'brands', errors),
        models: readList(context.query, 'models', errors),
        grades: readChoices(context.query, 'grades', GRADES, errors),
        storage: readList(context.query, 'storage', errors),
      };
      const page = readPage(context.query, errors);
      const after = readListAfter(context.query, errors);
      throwIfInvalid(errors);
      const { db } = context.services;
      const listings = vendorListings(db, vendor);
      const result = competitorListPage(db, vendor.id, listings, filter, page, after);
      sendJson(context, 200, {
        vendor: vendorView(db, vendor.id),
        items: result.offers.map((offer) => competitorItemView(db, context.store, offer)),
        items_count: result.total,
        page,
        per_page: PAGE_SIZE,
        after_keys: result.afterKeys,
        has_more: result.hasMore,
        snapshot: result.snapshot,
        last_update: iso(db.market.lastUpdate),
        filters: listings.filters,
      } satisfies CompetitorPage);
    }),
  );
  router.add(
    'GET',
    '/api/competitors/:vendorId/items/:itemId',
    apiRoute((context) => {
      const vendor = watchedVendor(context);
      const offer = context.services.db.market.offers.get(pathId(context, 'itemId'));
      if (!offer || offer.vendorId !== vendor.id || offer.kind !== 'resell') throw notFound();
      sendJson(
        context,
        200,
        competitorDetailView(
          context.services.db,
          vendor,
          offer,
          context.services.now(),
        ) satisfies CompetitorItemAnswer,
      );
    }),
  );
}

/** A vendor on the signed-in store's watchlist; any other vendor is 404. */
function watchedVendor(context: AuthenticatedContext): Vendor {
  const vendorId = pathId(context, 'vendorId');
  const vendor = context.store.vendorIds.includes(vendorId)
    ? vendorById(context.services.db, vendorId)
    : undefined;
  if (!vendor) throw notFound();
  return vendor;
}
