// GET /api/logs and GET /api/logs/{id}.
import type { LogBatchAnswer, LogBatchesPage } from '@refurb/contract';
import { STATUSES } from '../../data/log-entry-table';
import type { LogBatchRecord, LogStatus } from '../../data/types';
import { requestLocale } from '../../i18n';
import { entryName, retainedBatches } from '../../repricing';
import { apiRoute, pathId, requireCatalog, throwIfInvalid } from '../api-route';
import { notFound } from '../http-error';
import type { AuthenticatedContext } from '../request-context';
import { readChoice, readPage, readSearch, type ValidationErrors } from '../query-params';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { logBatchView, logEntryView } from '../views/logs-view';

/** Batches per page of the list, and entries per page of a batch. */
export const LOGS_PAGE_SIZE = 50;

/** The batches a reader sees: inside the retention period, newest first. */
function visibleBatches(context: AuthenticatedContext): LogBatchRecord[] {
  const { services, store } = context;
  return retainedBatches(store, services.now(), services.config.logRetentionDays).reverse();
}

export function registerLogsReadRoutes(router: Router): void {
  router.add(
    'GET',
    '/api/logs',
    apiRoute((context) => {
      requireCatalog(context);
      const errors: ValidationErrors = {};
      const page = readPage(context.query, errors);
      throwIfInvalid(errors);
      const batches = visibleBatches(context);
      const first = (page - 1) * LOGS_PAGE_SIZE;
      sendJson(context, 200, {
        items: batches.slice(first, first + LOGS_PAGE_SIZE).map(logBatchView),
        items_count: batches.length,
        page,
        per_page: LOGS_PAGE_SIZE,
      } satisfies LogBatchesPage);
    }),
  );
  router.add(
    'GET',
    '/api/logs/:id',
    apiRoute((context) => {
      requireCatalog(context);
      const batchNumber = pathId(context, 'id');
      const batch = visibleBatches(context).find((candidate) => candidate.batch === batchNumber);
      if (!batch) throw notFound();
      const errors: ValidationErrors = {};
      const page = readPage(context.query, errors);
      const search = readSearch(context.query, errors).toLowerCase();
      const status = readChoice(context.query, 'status', STATUSES, errors);
      throwIfInvalid(errors);
      const matches = matchingEntries(batch, status, search);
      const first = (page - 1) * LOGS_PAGE_SIZE;
      const locale = requestLocale(context.req.headers['accept-language'], context.user.language);
      sendJson(context, 200, {
        batch: logBatchView(batch),
        logs: matches
          .slice(first, first + LOGS_PAGE_SIZE)
          .map((index) => logEntryView(batch, index, locale)),
        logs_count: matches.length,
        counts: { success: batch.success, skipped: batch.skipped, failed: batch.failures },
        page,
        per_page: LOGS_PAGE_SIZE,
      } satisfies LogBatchAnswer);
    }),
  );
}

/**
 * Rows of the batch with the status, whose product matches every word of the search (brand,
 * name, model, storage, grade, external id or catalog item id), in the batch's order.
 */
function matchingEntries(batch: LogBatchRecord, status: LogStatus | null, search: string) {
  const words = search.split(/\s+/).filter(Boolean);
  const texts = new Map<object, string>();
  const matches: number[] = [];
  for (let index = 0; index < batch.entries.length; index += 1) {
    if (status !== null && batch.entries.status(index) !== status) continue;
    if (words.length > 0) {
      const facts = batch.entries.factsAt(index);
      if (!facts) continue;
      let text = texts.get(facts);
      if (text === undefined) {
        text = [facts.brand, facts.name, entryName(facts), facts.externalId, String(facts.itemId)]
          .join(' ')
          .toLowerCase();
        texts.set(facts, text);
      }
      if (!words.every((word) => text.includes(word))) continue;
    }
    matches.push(index);
  }
  return matches;
}
