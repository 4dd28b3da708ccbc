import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { requireSession } from '../common/require-session.js';
import { codedError } from '../../errors.js';
import {
  type BulkItemAccess,
  setItemDynamicPricing,
  syncItemBasePrice,
} from './bulk-item-actions.js';
import { runBulkJob, type ItemOutcome } from './bulk-job.js';
import { matchingRows, resolveBulkTarget } from './bulk-target.js';
import { BulkJob, BulkTarget, CatalogItemIds } from './bulk-types.js';
import { CatalogFilter } from './catalog-types.js';
import { FilterArg } from '../common/list-args.js';
import { createRequestLoaders } from '../request-loaders.js';

/**
 * Bulk actions on the catalog (docs/work-queue-and-bulk-actions.md). Each call runs its whole job
 * in this BFF instance and answers with every item's outcome; nothing is kept between calls, so
 * any replica serves any call, and a client showing progress sends the ids in chunks.
 */
@Resolver()
export class CatalogBulkResolver {
  @Query(() => CatalogItemIds, {
    description:
      'The ids of every catalog item the filter matches (at most 5,000; more answers BAD_USER_INPUT), for a bulk action sent in chunks.',
  })
  async catalogItemIds(
    @FilterArg(CatalogFilter) filter: CatalogFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CatalogItemIds> {
    const userId = signedInUser(context);
    const rows = await matchingRows(context.upstream, filter, () =>
      context.userWork.payBulkCalls(userId),
    );
    return { ids: rows.map((row) => row.id), totalCount: rows.length };
  }

  @Mutation(() => BulkJob, {
    nullable: true,
    deprecationReason:
      'Use startBulkSetDynamicPricing: it answers at once with a job to follow (jobUpdated), which keeps running when the client goes away.',
    description:
      "Puts dynamic pricing on or off for every item of the target (at most 5,000), 4 items at a time, each with the rule of setDynamicPricing: written only when the item is in the other state, one write per item at a time across the user's jobs, and DONE or ALREADY only when a read after the last write shows the state asked for (else FAILED with CONFLICT). Answers when every item is done (a job may take minutes: it uses at most half of the user's call budget); at most two bulk jobs of a user run at once, a third waits up to a minute for one to end, then RATE_LIMITED. Each item is DONE, ALREADY or FAILED, and a FAILED one can be retried alone by calling again with its id. Progress: send the ids in chunks.",
  })
  async bulkSetDynamicPricing(
    @Arg('target', () => BulkTarget, { description: 'The items: ids or a filter.' })
    target: BulkTarget,
    @Arg('enabled', () => Boolean, { description: 'The wanted state: true for on.' })
    enabled: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkJob> {
    return runBulk(context, target, (bulk, itemId) => setItemDynamicPricing(bulk, itemId, enabled));
  }

  @Mutation(() => BulkJob, {
    nullable: true,
    deprecationReason:
      'Use startBulkSyncBasePrice: it answers at once with a job to follow (jobUpdated), which keeps running when the client goes away.',
    description:
      "Sets the base price to the current price for every item of the target (at most 5,000), 4 items at a time; an item whose base price already equals its price is ALREADY and is not written. Same limits as bulkSetDynamicPricing (half the user's call budget, two jobs at once, one write per item at a time). Answers when every item is done; a FAILED item can be retried alone. Progress: send the ids in chunks.",
  })
  async bulkSyncBasePrice(
    @Arg('target', () => BulkTarget, { description: 'The items: ids or a filter.' })
    target: BulkTarget,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkJob> {
    return runBulk(context, target, syncItemBasePrice);
  }
}

async function runBulk(
  context: GraphQLContext,
  target: BulkTarget,
  action: (bulk: BulkItemAccess, itemId: string) => Promise<ItemOutcome>,
): Promise<BulkJob> {
  const userId = signedInUser(context);
  const { userWork } = context;
  // At most two jobs of a user run at once (a third waits for one of them, then RATE_LIMITED).
  const slot = await userWork.startBulkJob(userId);
  try {
    const pay = () => userWork.payBulkCalls(userId);
    const { itemIds, rows } = await resolveBulkTarget(context.upstream, target, pay);
    const bulk: BulkItemAccess = {
      userId,
      userWork,
      // Each item (and each retry after a budget refusal) gets a fresh view of the session: its
      // own operation deadline and loaders, so a long job is not cut by the per-operation
      // deadline. Its calls are paid through `pay`, from the user's bulk share.
      open: () => {
        const renewed = context.upstream.renewed();
        return { upstream: renewed, loaders: createRequestLoaders(renewed) };
      },
      pay,
    };
    const job = await runBulkJob(itemIds, (itemId) => action(bulk, itemId), {
      logger: context.logger,
    });
    // A failed item's name, when the filter's list rows knew it.
    for (const result of job.results) result.name ??= rows.get(result.itemId)?.name ?? null;
    return job;
  } finally {
    await slot.release();
  }
}

/** The signed-in user's id: the key of every per-user limit. */
function signedInUser(context: GraphQLContext): string {
  requireSession(context);
  const { userId } = context.session;
  if (userId === null) throw codedError('UNAUTHENTICATED');
  return userId;
}
