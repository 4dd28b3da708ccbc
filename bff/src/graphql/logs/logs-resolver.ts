import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { mapLogBatchDetail, mapLogBatches, mapLogBatchPage } from './logs-mapping.js';
import { assertPage } from '../common/assert-page.js';
import { PageArg } from '../common/list-args.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { LogBatch, LogBatchDetail, LogBatchPage, LogStatus } from './log-types.js';
import { LogConnectionsResolver } from './log-connections-resolver.js';

@Resolver()
export class LogsResolver extends LogConnectionsResolver {
  @Query(() => [LogBatch], {
    description:
      'One page of repricing batches, newest first (logBatchPage gives the same page with its total).',
  })
  async logBatches(
    @PageArg('logBatchConnection') page: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<LogBatch[]> {
    requireSession(context);
    return mapLogBatches(await context.loaders.logBatches.load(assertPage(page)));
  }

  @Query(() => LogBatchPage, {
    description:
      'One page of repricing batches, newest first, with how many the retention period keeps.',
  })
  async logBatchPage(
    @PageArg('logBatchConnection') page: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<LogBatchPage> {
    requireSession(context);
    const pageNumber = assertPage(page);
    return mapLogBatchPage(await context.loaders.logBatches.load(pageNumber), pageNumber);
  }

  @Query(() => LogBatchDetail, {
    nullable: true,
    description:
      'One batch with one page of its entries, filtered by outcome and searched by product (unknown id: NOT_FOUND).',
  })
  async logBatch(
    @Arg('id', () => ID, { description: 'Batch number.' }) id: string,
    @PageArg('logEntries') page: number | null,
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
    @Ctx() context: GraphQLContext,
  ): Promise<LogBatchDetail> {
    requireSession(context);
    assertUpstreamId(id, 'id');
    const pageNumber = assertPage(page);
    const answer = await context.loaders.logBatch.load({
      batchId: id,
      query: { page: pageNumber, status: status ?? undefined, search: search ?? undefined },
    });
    return mapLogBatchDetail(id, answer, pageNumber);
  }
}
