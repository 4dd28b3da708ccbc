/** How a field's resolver reaches the upstream, for each object it is asked on. */
export interface FieldUpstreamCalls {
  /** Calls of its own. */
  calls?: number;
  /**
   * A call shared with other fields of the same object (one DataLoader key, or one URL the
   * operation fetches once): counted once per object, however many of them are asked for.
   */
  shared?: string;
  /**
   * A call shared with other fields of the same object and with the other objects of the same
   * list (a DataLoader over a batch read taking a page of keys): counted once per list, however
   * many objects it holds.
   */
  batched?: string;
  /** Shared calls already made for the object the field returns (its fields add none for them). */
  preloads?: readonly string[];
}

/**
 * Every resolver of the schema that calls the upstream, and those that do not (`calls: 0`), by
 * `Type.field`; fields not listed read what their parent already holds. A resolver added to the
 * schema must be listed here (upstream-call-estimate.test.ts checks type-graphql's metadata).
 */
export const fieldUpstreamCalls: Readonly<Record<string, FieldUpstreamCalls>> = {
  // The profile is loaded once per operation (loader key 'me') for me and the vendor check.
  'Query.me': { shared: 'profile' },
  'Query.catalog': { calls: 1 },
  // Loads the item's detail; its detail fields read that answer, buybox is a call of its own.
  'Query.catalogItem': { calls: 1, preloads: ['catalogDetail'] },
  'Query.competitorListings': { calls: 1, shared: 'profile' },
  'Query.competitorItem': { calls: 1 },
  'Query.logBatches': { calls: 1 },
  'Query.logBatchPage': { calls: 1 },
  'Query.logBatch': { calls: 1 },
  'Query.priceList': { calls: 1 },
  // The connections: one store call with keyset paging; a store paging by number may need a page
  // back and one on (cursor-walk.ts maxStoreCallsPerPage).
  'Query.catalogItems': { calls: 3 },
  'Query.priceListItems': { calls: 3 },
  'Query.competitorItems': { calls: 3, shared: 'profile' },
  'Query.logBatchConnection': { calls: 3 },
  'Query.logEntries': { calls: 3 },
  // Bulk work pages through the catalog and writes item by item, waiting for the session's
  // call budget (the per-second token bucket) before each call: that budget paces it, so only
  // its first call counts here.
  'Query.catalogItemIds': { calls: 1 },
  'Mutation.bulkSetDynamicPricing': { calls: 1 },
  'Mutation.bulkSyncBasePrice': { calls: 1 },
  // CSRF cookie, login, profile.
  'Mutation.login': { calls: 3 },
  'Mutation.logout': { calls: 1 },
  // At most: read the item, toggle, read again when the toggle's outcome is unsure, toggle back
  // over a concurrent change (with its own read), read the result (which detail fields read).
  'Mutation.toggleDynamicPrice': { calls: 6, preloads: ['catalogDetail'] },
  'Mutation.setDynamicPricing': { calls: 6 },
  'Mutation.syncBasePrice': { calls: 1 },
  'Mutation.uploadCatalog': { calls: 1 },
  // The payload mutations (userErrors) run the work of the ones they replace.
  'Mutation.updateDynamicPricing': { calls: 6 },
  'Mutation.syncItemBasePrice': { calls: 1 },
  'Mutation.uploadCatalogFile': { calls: 1 },
  'Mutation.exportPrices': { calls: 1 },
  'Mutation.exportPriceItems': { calls: 1 },
  // One call answers the preview and the page of items the operation selects; a 404 on it reads
  // the profile (is the category the store's?). Another `items` with other arguments in the same
  // preview is one call more, which this table does not count.
  'Query.resellStrategyPreview': { calls: 1, shared: 'profile', preloads: ['strategyPreview'] },
  'Query.buybackStrategyPreview': { calls: 1, shared: 'profile', preloads: ['strategyPreview'] },
  'StrategyPreview.items': { shared: 'strategyPreview' },
  'Mutation.saveResellStrategy': { calls: 1, shared: 'profile' },
  'Query.apiTokens': { calls: 1 },
  'Mutation.createApiToken': { calls: 1 },
  'Mutation.revokeApiToken': { calls: 1 },
  'Mutation.issueApiToken': { calls: 1 },
  'Mutation.revokeApiTokenById': { calls: 1 },
  'Mutation.saveBuybackStrategy': { calls: 1, shared: 'profile' },
  // The profile gives the language of the refusals when the request names none.
  'Mutation.updateResellStrategy': { calls: 1, shared: 'profile' },
  'Mutation.updateBuybackStrategy': { calls: 1, shared: 'profile' },
  // Events come from the realtime relay, not from a call of the operation.
  'Subscription.notifications': { calls: 0 },
  // GET /api/catalog/details: one call for a page of items, whichever detail fields are asked for
  // (a store without it costs one GET /api/catalog/{id} per item, paced by the call budget).
  ...Object.fromEntries(
    [
      'url',
      'details',
      'hasPrices',
      'notifications',
      'prices',
      'priceLimit',
      'countryPrices',
      'competitorsByGrade',
      'resell',
      'buyback',
      'logs',
      'lastDecision',
    ].map((field) => [`CatalogItem.${field}`, { batched: 'catalogDetail' }]),
  ),
  // GET /api/catalog/buyboxes: one call for a page of items (a store without it: one per item).
  'CatalogItem.buybox': { batched: 'buybox' },
  'Viewer.notificationCount': { calls: 1 },
  'Viewer.supportEmail': { calls: 0 },
  'Viewer.strategyNotes': { calls: 0 },
  // Fields in the API-wide vocabulary beside older ones: they read what their parent holds.
  'ItemLog.kind': { calls: 0 },
  'BulkItemResult.code': { calls: 0 },
  'BulkJob.succeeded': { calls: 0 },
  'BulkJob.skipped': { calls: 0 },
  'LogBatch.succeeded': { calls: 0 },
  'LogBatch.failed': { calls: 0 },
  'LogStatusCounts.succeeded': { calls: 0 },
  'Mutation.signIn': { calls: 3 },
  'Viewer.preferredLocale': { calls: 0 },
  // The list, and the profile for its language when the request names none.
  'Viewer.notifications': { calls: 1, shared: 'profile' },
  // Jobs are read from the job store, not the upstream; a start checks its target with one
  // call and the job's own calls are paced by half the user's budget, outside the operation.
  ...Object.fromEntries(
    [
      'Query.job',
      'Query.jobs',
      'Mutation.cancelJob',
      'Subscription.jobUpdated',
      'Subscription.jobCreated',
      'Job.progress',
      'Job.items',
      'Job.error',
      'Job.url',
    ].map((field) => [field, { calls: 0 }]),
  ),
  // The user's notification list, read once per operation for every job of a page.
  'Job.uploadReport': { batched: 'notifications' },
  ...Object.fromEntries(
    [
      'startBulkSetDynamicPricing',
      'startBulkSyncBasePrice',
      'startPricesExport',
      'startPriceItemsExport',
      'startCatalogExport',
    ].map((field) => [`Mutation.${field}`, { calls: 1 }]),
  ),
};
