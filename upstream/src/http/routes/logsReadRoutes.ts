// GET /api/logs and GET /api/logs/{id}.
import { PAGE_SIZE } from '../../data/catalogQuery';
import { apiRoute, pathId, requireCatalog, throwIfInvalid } from '../apiRoute';
import { notFound } from '../httpError';
import { readPage, type ValidationErrors } from '../queryParams';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { logBatchView, logEntryView } from '../views/logsView';

/** Entries per page of one batch: a batch of a 100k-item store is not sent in one answer. */
export const LOG_ENTRIES_PAGE_SIZE = 500;

export function registerLogsReadRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/logs',
    apiRoute((context) => {
      requireCatalog(context);
      const errors: ValidationErrors = {};
      const page = readPage(context.query, errors);
      throwIfInvalid(errors);
      const batches = [...context.store.logBatches].sort((left, right) => right.batch - left.batch);
      const first = (page - 1) * PAGE_SIZE;
      sendJson(context, 200, {
        items: batches.slice(first, first + PAGE_SIZE).map(logBatchView),
        items_count: batches.length,
        page,
        per_page: PAGE_SIZE,
      });
    }),
  );
  router.add(
    'GET',
    '/api/logs/:id',
    apiRoute((context) => {
      requireCatalog(context);
      const batchNumber = pathId(context, 'id');
      const batch = context.store.logBatches.find((candidate) => candidate.batch === batchNumber);
      if (!batch) throw notFound();
      const errors: ValidationErrors = {};
      const page = readPage(context.query, errors);
      throwIfInvalid(errors);
      const first = (page - 1) * LOG_ENTRIES_PAGE_SIZE;
      sendJson(context, 200, {
        batch: logBatchView(batch),
        logs: batch.entries.slice(first, first + LOG_ENTRIES_PAGE_SIZE).map(logEntryView),
        logs_count: batch.entries.length,
        page,
        per_page: LOG_ENTRIES_PAGE_SIZE,
      });
    }),
  );
}
