import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';
import { PriceDecision } from './decision-types.js';

export enum LogStatus {
  SUCCESS = 'success',
  SKIPPED = 'skipped',
  FAILED = 'failed',
}
registerEnumType(LogStatus, {
  name: 'LogStatus',
  description: 'Outcome of one item in a repricing batch.',
  valuesConfig: {
    SUCCESS: { description: 'The item was repriced.' },
    SKIPPED: { description: 'The item was left as it was.' },
    FAILED: { description: 'Repricing the item failed.' },
  },
});

@ObjectType({ description: 'A repricing batch.', simpleResolvers: true })
export class LogBatch {
  @Field(() => ID, { description: 'The batch number.' })
  id!: string;

  @Field(() => Int, { description: 'Number of products in the batch.' })
  total!: number;

  @Field(() => Int, {
    description: 'Products updated.',
    deprecationReason:
      'Use succeeded: the same count in the API-wide vocabulary (succeeded, skipped, failed).',
  })
  success!: number;

  @Field(() => Int, { description: 'Products not updated.' })
  skipped!: number;

  @Field(() => Int, {
    description: 'Products that failed.',
    deprecationReason:
      'Use failed: the same count in the API-wide vocabulary (succeeded, skipped, failed).',
  })
  failures!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the batch started.' })
  start!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the batch ended.' })
  end!: string | null;
}

@ObjectType({ description: 'One item of a repricing batch.', simpleResolvers: true })
export class LogEntry {
  @Field(() => ID, {
    nullable: true,
    description: "The entry's own id, fixed once logged; null from an upstream that sends none.",
  })
  id!: string | null;

  @Field(() => ID, { nullable: true, description: 'The catalog item it concerns.' })
  catalogItemId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The item's SKU in the store (its external id), as it was when logged.",
  })
  externalId!: string | null;

  @Field(() => String, { nullable: true, description: 'Brand name.' })
  brandName!: string | null;

  @Field(() => String, { description: 'Product name.' })
  name!: string;

  @Field(() => LogStatus, { description: 'Outcome.' })
  status!: LogStatus;

  @Field(() => String, { nullable: true, description: 'Outcome as the upstream words it.' })
  readableStatus!: string | null;

  @Field(() => Float, { nullable: true, description: 'Online price before.' })
  oldPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Updated price.' })
  newPrice!: number | null;

  @Field(() => Float, { nullable: true, description: 'Change in percent, signed.' })
  percentageDifference!: number | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it happened.' })
  createdAt!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Why, in one line (readable_reason), in the reader's language.",
  })
  reason!: string | null;

  @Field(() => PriceDecision, {
    nullable: true,
    description:
      'How the price was reached (strategy, market reference, steps, outcome); null from an upstream that does not record it (then reason is all there is).',
  })
  decision!: PriceDecision | null;
}

@ObjectType({ description: 'Entries of a batch per outcome.', simpleResolvers: true })
export class LogStatusCounts {
  @Field(() => Int, {
    description: 'Products updated.',
    deprecationReason:
      'Use succeeded: the same count in the API-wide vocabulary (succeeded, skipped, failed).',
  })
  success!: number;

  @Field(() => Int, { description: 'Products not updated.' })
  skipped!: number;

  @Field(() => Int, { description: 'Products that failed.' })
  failed!: number;
}

@ObjectType({ description: 'One page of repricing batches, newest first.' })
export class LogBatchPage {
  @Field(() => [LogBatch], { description: 'The batches of this page.' })
  items!: LogBatch[];

  @Field(() => Int, { description: 'Batches kept in all (the retention period).' })
  total!: number;

  @Field(() => Int, { description: "This page's number, from 1." })
  page!: number;

  @Field(() => Int, { description: 'Batches per page, as the upstream pages them.' })
  pageSize!: number;
}

@ObjectType({ description: 'A batch and one page of its entries.' })
export class LogBatchDetail {
  @Field(() => LogBatch, { description: 'The batch.' })
  batch!: LogBatch;

  @Field(() => [LogEntry], {
    description: "What happened to each product: this page's entries, after the filters.",
  })
  entries!: LogEntry[];

  @Field(() => Int, { description: 'Entries matching the status and search filters, all pages.' })
  entriesTotal!: number;

  @Field(() => Int, { description: "This page's number, from 1." })
  page!: number;

  @Field(() => Int, { description: 'Entries per page, as the upstream pages them.' })
  pageSize!: number;

  @Field(() => LogStatusCounts, {
    description: 'Entries of the whole batch per outcome, whatever the filters.',
  })
  statusCounts!: LogStatusCounts;
}
