import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { PriceDecision } from '../logs/decision-types.js';
import { CatalogItem } from './catalog-types.js';

/** "Why this price?" on the catalog item: read from the same detail call as the other fields. */
@Resolver(() => CatalogItem)
export class CatalogDecisionResolver {
  @FieldResolver(() => PriceDecision, {
    nullable: true,
    description:
      "The item's latest repricing decision (strategy, market reference, steps, outcome), with its batch and time; null when no batch within the retention period priced it, or from an upstream that does not record decisions.",
  })
  async lastDecision(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<PriceDecision | null> {
    return (await context.loaders.catalogDetail.load(item.id)).lastDecision;
  }
}
