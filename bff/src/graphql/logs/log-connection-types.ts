import { Field, ObjectType } from 'type-graphql';
import { connectionFields } from '../common/list-connection.js';
import { LogBatch, LogEntry, LogStatusCounts } from './log-types.js';

@ObjectType({
  description:
    'Repricing batches by cursor, newest first: a new batch during a walk does not shift the pages (docs/paging.md).',
  simpleResolvers: true,
})
export class LogBatchConnection extends connectionFields(LogBatch, 'LogBatch', 'batches') {}

@ObjectType({
  description: "A batch and its entries by cursor, in the batch's order (docs/paging.md).",
  simpleResolvers: true,
})
export class LogEntryConnection extends connectionFields(LogEntry, 'LogEntry', 'entries') {
  @Field(() => LogBatch, { description: 'The batch.' })
  batch!: LogBatch;

  @Field(() => LogStatusCounts, {
    description: 'The whole batch by outcome, whatever the filters.',
  })
  statusCounts!: LogStatusCounts;
}
