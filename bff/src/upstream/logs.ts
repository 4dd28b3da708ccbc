import {
  type LogBatchesAnswer,
  type LogBatchesPage,
  type LogBatchReceived,
  type LogBatchRow,
  type LogEntriesQuery,
} from '@refurb/contract';
import { shaped } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/** The repricing log calls: batches a page at a time, a batch's entries a page at a time. */

/** GET /api/logs: one page of batches, newest first. */
export async function fetchLogBatches(
  upstream: UpstreamSession,
  page = 1,
): Promise<LogBatchesAnswer> {
  const path = '/api/logs';
  const answer = await upstream.get(path, { page });
  return Array.isArray(answer)
    ? (answer as LogBatchRow[])
    : shaped<LogBatchesPage>(answer, { upstream, path }, ['items']);
}

/** GET /api/logs/{batch}: the batch and one page of its entries. */
export async function fetchLogBatch(
  upstream: UpstreamSession,
  batchId: string,
  query: LogEntriesQuery = { page: 1 },
): Promise<LogBatchReceived> {
  const path = `/api/logs/${encodeURIComponent(batchId)}`;
  const answer = await upstream.get(path, { ...query, search: query.search?.trim() });
  return shaped<LogBatchReceived>(answer, { upstream, path }, ['logs'], { logs: 'items' });
}
