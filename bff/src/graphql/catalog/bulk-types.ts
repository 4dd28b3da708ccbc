import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CatalogFilter } from './catalog-types.js';

/** The most items one bulk action takes (a filter matching more is refused with a message). */
export const MAX_BULK_ITEMS = 5000;

@InputType({
  description:
    'The items a bulk action works on: exactly one of itemIds (a list of catalog item ids) or filter (every item the catalog filter matches, at most 5,000).',
})
export class BulkTarget {
  @Field(() => [ID], {
    nullable: true,
    description: 'These catalog items (1 to 5,000 ids; repeated ids count once).',
  })
  itemIds?: string[] | null;

  @Field(() => CatalogFilter, {
    nullable: true,
    description:
      'Every item this catalog filter matches when the action starts (at most 5,000; more is refused with BAD_USER_INPUT).',
  })
  filter?: CatalogFilter | null;
}

export enum BulkItemStatus {
  DONE = 'DONE',
  ALREADY = 'ALREADY',
  FAILED = 'FAILED',
}
registerEnumType(BulkItemStatus, {
  name: 'BulkItemStatus',
  description: 'What a bulk action did to one item.',
  valuesConfig: {
    DONE: {
      description:
        'Changed to the requested state; a read of the item after the write showed that state.',
    },
    ALREADY: { description: 'Already in the requested state: nothing was changed.' },
    FAILED: {
      description:
        'Not in the requested state, or not known to be; errorCode and message say why (CONFLICT: someone else changed it meanwhile). Retrying is safe.',
    },
  },
});

@ObjectType({ description: 'The outcome of a bulk action for one item.', simpleResolvers: true })
export class BulkItemResult {
  @Field(() => ID, { description: 'Catalog item id.' })
  itemId!: string;

  @Field(() => BulkItemStatus, { description: 'DONE, ALREADY or FAILED.' })
  status!: BulkItemStatus;

  @Field(() => String, {
    nullable: true,
    description: 'Product name, when it could be read.',
  })
  name!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'FAILED only: the error code, as in extensions.code (NOT_FOUND, UPSTREAM_UNAVAILABLE, BAD_USER_INPUT, RATE_LIMITED, CONFLICT, …).',
    deprecationReason: 'Use code: the same value as the ErrorCode enum.',
  })
  errorCode!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'FAILED only: why, in words meant for the seller.',
  })
  message!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Dynamic pricing of the item after the action, when known.',
  })
  automaticPriceEnabled!: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Price of the item, when known.' })
  price!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Base price of the item after the action, when known.',
  })
  basePrice!: number | null;
}

@ObjectType({
  description:
    'The result of one bulk action call: every item of the target with its outcome, and the counts. The call runs the whole job (at most 4 items at a time) and answers when every item is done; a client that wants progress sends the ids in chunks (see docs/work-queue-and-bulk-actions.md). Every action is idempotent, so running it again is safe and reports ALREADY for the items already done.',
  simpleResolvers: true,
})
export class BulkJob {
  @Field(() => Int, { description: 'Items in the target.' })
  total!: number;

  @Field(() => Int, {
    description: 'Items changed.',
    deprecationReason:
      'Use succeeded: the same count in the API-wide vocabulary (succeeded, skipped, failed).',
  })
  done!: number;

  @Field(() => Int, {
    description: 'Items already in the requested state.',
    deprecationReason:
      'Use skipped: the same count in the API-wide vocabulary (succeeded, skipped, failed).',
  })
  already!: number;

  @Field(() => Int, { description: 'Items that failed.' })
  failed!: number;

  @Field(() => [BulkItemResult], {
    description: 'One result per item, in the order of the target.',
  })
  results!: BulkItemResult[];
}

@ObjectType({
  description: 'The ids of every catalog item a filter matches (for a bulk action in chunks).',
  simpleResolvers: true,
})
export class CatalogItemIds {
  @Field(() => [ID], { description: 'The ids, in the catalog order (highest grade first).' })
  ids!: string[];

  @Field(() => Int, { description: 'How many items the filter matches (the length of ids).' })
  totalCount!: number;
}
