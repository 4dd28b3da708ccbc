import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import {
  competitorQuery,
  mapCompetitorItemDetail,
  mapCompetitorPage,
} from './competitors-mapping.js';
import { assertPage } from '../common/assert-page.js';
import { FilterArg, PageArg } from '../common/list-args.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { type Vendor } from '../viewer/viewer-types.js';
import { CompetitorFilter, CompetitorItemDetail, CompetitorPage } from './competitor-types.js';
import { CompetitorItemsResolver } from './competitor-items-resolver.js';

@Resolver()
export class CompetitorsResolver extends CompetitorItemsResolver {
  @Query(() => CompetitorPage, {
    description: "One page of a vendor's competitor listings (unknown vendor: NOT_FOUND).",
  })
  async competitorListings(
    @Arg('vendorId', () => ID, { description: 'Vendor id from the profile.' }) vendorId: string,
    @FilterArg(CompetitorFilter) filter: CompetitorFilter | null,
    @PageArg('competitorItems') page: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CompetitorPage> {
    requireSession(context);
    assertUpstreamId(vendorId, 'vendorId');
    const pageNumber = assertPage(page);
    // Profile and listings are independent: ask for both at once.
    const [vendor, answer] = await Promise.all([
      vendorOfViewer(context, vendorId),
      context.loaders.competitorPage.load({ vendorId, query: competitorQuery(filter, pageNumber) }),
    ]);
    return mapCompetitorPage(answer, vendor, pageNumber);
  }

  @Query(() => CompetitorItemDetail, {
    nullable: true,
    description: 'One competitor listing with its offers and history (unknown ids: NOT_FOUND).',
  })
  async competitorItem(
    @Arg('vendorId', () => ID, { description: 'Vendor id from the profile.' }) vendorId: string,
    @Arg('itemId', () => ID, { description: 'Listing id.' }) itemId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<CompetitorItemDetail> {
    requireSession(context);
    assertUpstreamId(vendorId, 'vendorId');
    assertUpstreamId(itemId, 'itemId');
    const answer = await context.loaders.competitorItem.load({ vendorId, itemId });
    return mapCompetitorItemDetail(itemId, answer);
  }
}

/** An unknown vendor id is NOT_FOUND ('Something went wrong' in the dashboard). */
async function vendorOfViewer(context: GraphQLContext, vendorId: string): Promise<Vendor> {
  const viewer = await context.loaders.profile.load('me');
  const vendor = viewer.vendors.find((candidate) => candidate.id === vendorId);
  if (!vendor) throw codedError('NOT_FOUND', 'Unknown vendor.');
  return vendor;
}
