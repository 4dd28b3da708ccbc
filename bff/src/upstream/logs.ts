import { type UpstreamSession } from './upstream-client.js';

/** The repricing log calls: batches a page at a time, a batch's entries a page at a time. */

export function fetchLogBatches(upstream: UpstreamSession, page = 1): Promise<unknown> {
  return upstream.get('/api/logs', { page });
}

export interface LogEntriesQuery {
  page: number;
  status?: string | null;
  search?: string | null;
}

export function fetchLogBatch(
  upstream: UpstreamSession,
  batchId: string,
  query: LogEntriesQuery = { page: 1 },
): Promise<unknown> {
  return upstream.get(`/api/logs/${encodeURIComponent(batchId)}`, {
    page: query.page,
    status: query.status,
    search: query.search?.trim(),
  });
}
