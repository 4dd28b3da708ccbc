import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { fetchLogBatch, fetchLogBatches } from '../../upstream/logs.js';
import { mapLogBatchDetail, mapLogBatches } from '../../upstream/logs-mapping.js';
import { requireSession } from '../shared/require-session.js';
import { LogBatch, LogBatchDetail } from './log-types.js';

@Resolver()
export class LogsResolver {
  @Query(() => [LogBatch], { description: 'Repricing batches, newest first.' })
  async logBatches(@Ctx() context: GraphQLContext): Promise<LogBatch[]> {
    requireSession(context);
    return mapLogBatches(await fetchLogBatches(context.upstream));
  }

  @Query(() => LogBatchDetail, {
    nullable: true,
    description: 'One batch with its entries (unknown id: NOT_FOUND).',
  })
  async logBatch(
    @Arg('id', () => ID, { description: 'Batch number.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<LogBatchDetail> {
    requireSession(context);
    return mapLogBatchDetail(id, await fetchLogBatch(context.upstream, id));
  }
}
