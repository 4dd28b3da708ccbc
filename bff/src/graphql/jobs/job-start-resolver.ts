import { Arg, Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { type JobKindName } from '../../jobs/job-record.js';
import { refuseWithoutWrite } from '../../session/caller.js';
import { BulkTarget } from '../catalog/bulk-types.js';
import { resolveBulkTarget } from '../catalog/bulk-target.js';
import { CatalogFilter } from '../catalog/catalog-types.js';
import { FilterArg } from '../common/list-args.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { PriceExportArgs } from '../prices/price-types.js';
import { CatalogExportField, CatalogExportFormat, Job, jobOf } from './job-types.js';
import { jobsOf } from './jobs-resolver.js';

const allExportFields = Object.values(CatalogExportField);

/** The start mutations: each answers at once with the job, QUEUED (docs/work-queue-and-bulk-actions.md). */
@Resolver()
export class JobStartResolver {
  @Mutation(() => Job, {
    nullable: true,
    description:
      "Starts a job putting dynamic pricing on or off for every item of the target (at most 5,000), with the rule of bulkSetDynamicPricing: 4 items at a time, one write per item at a time across the user's work, DONE or ALREADY only when a read after the last write shows the state asked for, at most half of the user's call budget; at most two bulk jobs of the user run at once (a third stays QUEUED). Answers at once; follow it with jobUpdated or job(id).",
  })
  async startBulkSetDynamicPricing(
    @Arg('target', () => BulkTarget, { description: 'The items: ids or a filter.' })
    target: BulkTarget,
    @Arg('enabled', () => Boolean, { description: 'The wanted state: true for on.' })
    enabled: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<Job> {
    return startBulk(context, 'BULK_SET_DYNAMIC_PRICING', target, { enabled });
  }

  @Mutation(() => Job, {
    nullable: true,
    description:
      'Starts a job setting the base price to the current price for every item of the target (at most 5,000); an item already synced is ALREADY and not written. Same rules and limits as startBulkSetDynamicPricing. Answers at once with the job.',
  })
  async startBulkSyncBasePrice(
    @Arg('target', () => BulkTarget, { description: 'The items: ids or a filter.' })
    target: BulkTarget,
    @Ctx() context: GraphQLContext,
  ): Promise<Job> {
    return startBulk(context, 'BULK_SYNC_BASE_PRICE', target, {});
  }

  @Mutation(() => Job, {
    nullable: true,
    description:
      "Starts a prices export as a job: it ends SUCCEEDED with url once the store's file is ready (the notifications event carries the job's id too). Counts toward the 10 exports a minute of exportPrices (RATE_LIMITED beyond, and no job is made).",
  })
  async startPricesExport(
    @Args(() => PriceExportArgs) args: PriceExportArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<Job> {
    return startPriceExport(context, 'PRICES_EXPORT', args);
  }

  @Mutation(() => Job, {
    nullable: true,
    description:
      'Starts an items export as a job (as startPricesExport, for the items file of exportPriceItems).',
  })
  async startPriceItemsExport(
    @Args(() => PriceExportArgs) args: PriceExportArgs,
    @Ctx() context: GraphQLContext,
  ): Promise<Job> {
    return startPriceExport(context, 'PRICE_ITEMS_EXPORT', args);
  }

  @Mutation(() => Job, {
    nullable: true,
    description:
      "Starts a catalog export as a job: every item the filter matches (the whole catalog without one), read page by page within half of the user's call budget, written as a JSON Lines file (one item a line with the fields asked for, prices included by default). The finished job's url downloads it (a short-lived link for this user only).",
  })
  async startCatalogExport(
    @Arg('format', () => CatalogExportFormat, {
      defaultValue: CatalogExportFormat.JSONL,
      description: 'The file format (JSON Lines).',
    })
    format: CatalogExportFormat,
    @FilterArg(CatalogFilter, 'Only the items this filter matches; every item without one.')
    filter: CatalogFilter | null,
    @Arg('fields', () => [CatalogExportField], {
      nullable: true,
      description: 'The details of each line (id always); every one when left out.',
    })
    fields: CatalogExportField[] | null,
    @Ctx() context: GraphQLContext,
  ): Promise<Job> {
    const { jobs } = jobsOf(context);
    // Arguments left out arrive undefined.
    if (fields != null && fields.length === 0) {
      throw codedError('BAD_USER_INPUT', 'fields must name at least one field (or be left out).');
    }
    const record = await jobs.start(context, 'CATALOG_EXPORT', {
      format,
      filter: filter == null ? null : { ...filter },
      fields: [...new Set(fields ?? allExportFields)],
    });
    return jobOf(record);
  }
}

async function startBulk(
  context: GraphQLContext,
  kind: JobKindName,
  target: BulkTarget,
  params: Record<string, unknown>,
): Promise<Job> {
  const { jobs } = jobsOf(context);
  refuseWithoutWrite(context.caller.abilities);
  // Bad input is refused now, before a job exists: ids are checked here (no store call), a
  // filter is resolved by the job.
  let checked: { itemIds?: string[]; filter?: CatalogFilter } = {};
  if (target.itemIds != null && target.filter == null) {
    checked = { itemIds: (await resolveBulkTarget(context.upstream, target, noPay)).itemIds };
  } else if (target.filter != null && target.itemIds == null) {
    checked = { filter: { ...target.filter } };
  } else {
    throw codedError('BAD_USER_INPUT', 'Give exactly one of target.itemIds and target.filter.');
  }
  return jobOf(await jobs.start(context, kind, { ...params, target: checked }));
}

async function startPriceExport(
  context: GraphQLContext,
  kind: JobKindName,
  { categoryId, filter }: PriceExportArgs,
): Promise<Job> {
  const { jobs, userId } = jobsOf(context);
  refuseWithoutWrite(context.caller.abilities);
  assertUpstreamId(categoryId, 'categoryId');
  await context.userWork.startExport(userId);
  const record = await jobs.start(context, kind, {
    categoryId,
    filter: filter == null ? null : { ...filter },
  });
  return jobOf(record);
}

function noPay(): Promise<void> {
  return Promise.resolve();
}
