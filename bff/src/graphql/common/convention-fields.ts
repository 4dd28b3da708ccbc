// Fields that give older fields the API's one vocabulary, beside them (the older ones are
// deprecated, never removed): closed sets as enums, and outcome counts named succeeded,
// skipped and failed everywhere (docs/api.md, "Conventions").
import { FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { type ErrorCode, isErrorCode } from '../../errors.js';
import { BulkItemResult, BulkJob } from '../catalog/bulk-types.js';
import { ItemLog } from '../catalog/catalog-item-detail-types.js';
import { LogBatch, LogStatusCounts } from '../logs/log-types.js';
import { ErrorCodeEnum } from './error-code-enum.js';
import { ItemLogEventKind } from './enums.js';

const itemLogEventKinds: readonly string[] = Object.values(ItemLogEventKind);

@Resolver(() => ItemLog)
export class ItemLogKindField {
  @FieldResolver(() => ItemLogEventKind, { description: 'The event, as an enum.' })
  kind(@Root() log: ItemLog): ItemLogEventKind {
    return itemLogEventKinds.includes(log.event)
      ? (log.event as ItemLogEventKind)
      : ItemLogEventKind.OTHER;
  }
}

@Resolver(() => BulkItemResult)
export class BulkItemCodeField {
  @FieldResolver(() => ErrorCodeEnum, {
    nullable: true,
    description: 'FAILED only: the documented error code (docs/error-codes.md).',
  })
  code(@Root() result: BulkItemResult): ErrorCode | null {
    return isErrorCode(result.errorCode) ? result.errorCode : null;
  }
}

@Resolver(() => BulkJob)
export class BulkJobCountFields {
  @FieldResolver(() => Int, { description: 'Items changed (DONE).' })
  succeeded(@Root() job: BulkJob): number {
    return job.done;
  }

  @FieldResolver(() => Int, {
    description: 'Items left as they were: already in the requested state (ALREADY).',
  })
  skipped(@Root() job: BulkJob): number {
    return job.already;
  }
}

@Resolver(() => LogBatch)
export class LogBatchCountFields {
  @FieldResolver(() => Int, { description: 'Products repriced (SUCCESS).' })
  succeeded(@Root() batch: LogBatch): number {
    return batch.success;
  }

  @FieldResolver(() => Int, { description: 'Products that failed (FAILED).' })
  failed(@Root() batch: LogBatch): number {
    return batch.failures;
  }
}

@Resolver(() => LogStatusCounts)
export class LogStatusCountFields {
  @FieldResolver(() => Int, { description: 'Products repriced (SUCCESS).' })
  succeeded(@Root() counts: LogStatusCounts): number {
    return counts.success;
  }
}

/** The resolvers of this file, for the schema. */
export const conventionFieldResolvers = [
  ItemLogKindField,
  BulkItemCodeField,
  BulkJobCountFields,
  LogBatchCountFields,
  LogStatusCountFields,
] as const;
