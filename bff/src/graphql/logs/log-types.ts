import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';

export enum LogStatus {
  SUCCESS = 'success',
  SKIPPED = 'skipped',
  FAILED = 'failed',
}
registerEnumType(LogStatus, {
  name: 'LogStatus',
  description: 'Outcome of one item in a repricing batch.',
});

@ObjectType({ description: 'A repricing batch.', simpleResolvers: true })
export class LogBatch {
  @Field(() => ID, { description: 'The batch number.' })
  id!: string;

  @Field(() => Int, { description: 'Number of products in the batch.' })
  total!: number;

  @Field(() => Int, { description: 'Products updated.' })
  success!: number;

  @Field(() => Int, { description: 'Products not updated.' })
  skipped!: number;

  @Field(() => Int, { description: 'Products that failed.' })
  failures!: number;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the batch started.' })
  start!: string | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When the batch ended.' })
  end!: string | null;
}

@ObjectType({ description: 'One item of a repricing batch.', simpleResolvers: true })
export class LogEntry {
  @Field(() => ID, { nullable: true, description: 'The catalog item it concerns.' })
  catalogItemId!: string | null;

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

  @Field(() => String, { nullable: true, description: 'Why (readable_reason).' })
  reason!: string | null;
}

@ObjectType({ description: 'A batch and its entries.' })
export class LogBatchDetail {
  @Field(() => LogBatch, { description: 'The batch.' })
  batch!: LogBatch;

  @Field(() => [LogEntry], { description: 'What happened to each product.' })
  entries!: LogEntry[];
}
