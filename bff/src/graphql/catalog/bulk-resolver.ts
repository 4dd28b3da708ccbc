import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { requireSession } from '../common/require-session.js';
import { setItemDynamicPricing, syncItemBasePrice } from './bulk-item-actions.js';
import { runBulkJob, type ItemOutcome } from './bulk-job.js';
import { matchingRows, resolveBulkTarget } from './bulk-target.js';
import { BulkJob, BulkTarget, CatalogItemIds } from './bulk-types.js';
import { CatalogFilter } from './catalog-types.js';
import { FilterArg } from '../common/list-args.js';
import { renewedAccess, type UpstreamAccess } from '../request-loaders.js';

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
    requireSession(context);
    const rows = await matchingRows(context.upstream, filter, bulkPagesPerSecond(context));
    return { ids: rows.map((row) => row.id), totalCount: rows.length };
  }

  @Mutation(() => BulkJob, {
    description:
      'Puts dynamic pricing on or off for every item of the target (at most 5,000), 4 items at a time, each with the rule of setDynamicPricing: written only when the item is in the other state. Answers when every item is done (a job may take minutes: it keeps to the session call budget); each item is DONE, ALREADY or FAILED, and a FAILED one can be retried alone by calling again with its id. Progress: send the ids in chunks.',
  })
  async bulkSetDynamicPricing(
    @Arg('target', () => BulkTarget, { description: 'The items: ids or a filter.' })
    target: BulkTarget,
    @Arg('enabled', () => Boolean, { description: 'The wanted state: true for on.' })
    enabled: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkJob> {
    return runBulk(context, target, (access, itemId) =>
      setItemDynamicPricing(access, itemId, enabled),
    );
  }

  @Mutation(() => BulkJob, {
    description:
      'Sets the base price to the current price for every item of the target (at most 5,000), 4 items at a time; an item whose base price already equals its price is ALREADY and is not written. Answers when every item is done; a FAILED item can be retried alone. Progress: send the ids in chunks.',
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
  action: (access: UpstreamAccess, itemId: string) => Promise<ItemOutcome>,
): Promise<BulkJob> {
  requireSession(context);
  const { itemIds, rows } = await resolveBulkTarget(
    context.upstream,
    target,
    bulkPagesPerSecond(context),
  );
  const job = await runBulkJob(
    itemIds,
    // Each item (and each retry after a budget wait) gets a fresh view of the session: its own
    // operation deadline and loaders, so a long job is not cut by the per-operation deadline.
    (itemId) => action(renewedAccess(context.upstream), itemId),
    { logger: context.logger, itemsPerSecond: bulkItemsPerSecond(context) },
  );
  // A failed item's name, when the filter's list rows knew it.
  for (const result of job.results) result.name ??= rows.get(result.itemId)?.name ?? null;
  return job;
}

/**
 * A job takes at most two thirds of the session's call budget (an item costs up to two calls),
 * so the seller's screens still load while it runs: 10 items a second at the default 30 calls.
 */
export function bulkItemsPerSecond(context: Pick<GraphQLContext, 'config'>): number {
  return Math.max(1, Math.floor(context.config.upstreamCallsPerSecond / 3));
}

/** Listing a filter's items takes at most half of the session's call budget. */
function bulkPagesPerSecond(context: Pick<GraphQLContext, 'config'>): number {
  return Math.max(1, Math.floor(context.config.upstreamCallsPerSecond / 2));
}
