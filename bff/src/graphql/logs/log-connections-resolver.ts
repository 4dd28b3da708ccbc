import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { listFingerprint } from '../common/cursor.js';
import { type PagedList, type StoreRequest, walkList } from '../common/cursor-walk.js';
import { storeAnswerOf } from '../common/list-answer.js';
import {
  AfterArg,
  assertFirst,
  connectionOf,
  cursorAfter,
  FirstArg,
} from '../common/list-connection.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { mapLogBatchDetail, mapLogBatches } from './logs-mapping.js';
import { LogBatchConnection, LogEntryConnection } from './log-connection-types.js';
import { type LogBatch, type LogBatchDetail, type LogEntry, LogStatus } from './log-types.js';

@Resolver()
export class LogConnectionsResolver {
  @Query(() => LogBatchConnection, {
    description: 'Repricing batches by cursor, newest first: first batches after `after`.',
  })
  async logBatchConnection(
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<LogBatchConnection> {
    requireSession(context);
    const count = assertFirst(first);
    const list = listFingerprint('logs', {});
    const source: PagedList<LogBatch> = {
      list,
      // Newest first: batch numbers grow, so a new batch comes before every cursor.
      directions: ['desc'],
      positionOf: (batch) => ({ values: [Number(batch.id) || null], id: batch.id }),
      fetch: async ({ page }: StoreRequest) => {
        const answer = await context.loaders.logBatches.load(page);
        const batches = mapLogBatches(answer);
        const paging = Array.isArray(answer)
          ? { page, items_count: batches.length, per_page: Math.max(1, batches.length) }
          : answer;
        return storeAnswerOf(paging, batches, page);
      },
    };
    return connectionOf(await walkList(source, count, cursorAfter(after, list)));
  }

  @Query(() => LogEntryConnection, {
    description:
      "One batch with its entries by cursor, in the batch's order, filtered by outcome and searched by product (unknown id: NOT_FOUND).",
  })
  async logEntries(
    @Arg('batchId', () => ID, { description: 'Batch number.' }) batchId: string,
    @Arg('status', () => LogStatus, {
      nullable: true,
      description: 'Only the entries with this outcome.',
    })
    status: LogStatus | null,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Only the entries whose product matches every word (brand, name, storage, grade, external id or item id).',
    })
    search: string | null,
    @FirstArg() first: number | null,
    @AfterArg() after: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<LogEntryConnection> {
    requireSession(context);
    assertUpstreamId(batchId, 'batchId');
    const count = assertFirst(first);
    const filters = { status: status ?? undefined, search: search ?? undefined };
    const list = listFingerprint(`logs:${batchId}`, filters);
    let firstDetail: LogBatchDetail | null = null;
    const source: PagedList<LogEntry> = {
      list,
      // Entries keep their place (a running batch only appends): resumed after the cursor's entry.
      directions: null,
      positionOf: (entry) => ({ values: [], id: entry.id ?? '' }),
      fetch: async (request: StoreRequest) => {
        const query = { ...filters, ...request };
        const answer = await context.loaders.logBatch.load({ batchId, query });
        const detail = mapLogBatchDetail(batchId, answer, request.page);
        firstDetail ??= detail;
        const paging = { page: detail.page, items_count: detail.entriesTotal };
        return storeAnswerOf(
          { ...paging, per_page: detail.pageSize },
          detail.entries,
          request.page,
        );
      },
    };
    const walked = await walkList(source, count, cursorAfter(after, list));
    const detail = firstDetail as LogBatchDetail | null;
    if (!detail) throw new Error('the batch was not read');
    return { ...connectionOf(walked), batch: detail.batch, statusCounts: detail.statusCounts };
  }
}
