import {
  type LogBatchesAnswer,
  type LogBatchReceived,
  type LogEntriesQuery,
} from '@refurb/contract';
import {
  answerReader,
  LogBatchesAnswerSchema,
  LogBatchReceivedSchema,
} from '@refurb/contract/schemas';
import { checked } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/** The repricing log calls: batches a page at a time, a batch's entries a page at a time. */

const readLogBatches = answerReader(LogBatchesAnswerSchema);
const readLogBatch = answerReader(LogBatchReceivedSchema);

/** GET /api/logs: one page of batches, newest first. */
export async function fetchLogBatches(
  upstream: UpstreamSession,
  page = 1,
): Promise<LogBatchesAnswer> {
  const path = '/api/logs';
  const answer = await upstream.get(path, { page });
  return checked(readLogBatches, answer, { upstream, path });
}

/** GET /api/logs/{batch}: the batch and one page of its entries. */
export async function fetchLogBatch(
  upstream: UpstreamSession,
  batchId: string,
  query: LogEntriesQuery = { page: 1 },
): Promise<LogBatchReceived> {
  const path = `/api/logs/${encodeURIComponent(batchId)}`;
  const answer = await upstream.get(path, { ...query, search: query.search?.trim() });
  return checked(readLogBatch, answer, { upstream, path });
}
