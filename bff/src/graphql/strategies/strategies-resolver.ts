import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { putBuybackStrategy, putResellStrategy } from '../../upstream/strategies.js';
import {
  buybackStrategyBody,
  mapBuybackStrategy,
  mapResellStrategy,
  MissingStrategyValues,
  resellStrategyBody,
} from '../../upstream/strategies-mapping.js';
import { requireSession } from '../shared/require-session.js';
import {
  BuybackStrategy,
  BuybackStrategyInput,
  ResellStrategy,
  ResellStrategyInput,
} from './strategy-types.js';

@Resolver()
export class StrategiesResolver {
  @Mutation(() => ResellStrategy, {
    description:
      "Saves the resell strategy of a category; invalid values: BAD_USER_INPUT with the upstream's message.",
  })
  async saveResellStrategy(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('input', () => ResellStrategyInput, { description: 'Type and values.' })
    input: ResellStrategyInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ResellStrategy> {
    requireSession(context);
    let body: object;
    try {
      body = resellStrategyBody(input);
    } catch (error) {
      if (error instanceof MissingStrategyValues) throw codedError('BAD_USER_INPUT', error.message);
      throw error;
    }
    // DECISIONS 16: the answer names its category in full, so no profile lookup is needed.
    return mapResellStrategy(await putResellStrategy(context.upstream, categoryId, body), []);
  }

  @Mutation(() => BuybackStrategy, {
    description:
      "Saves the buyback strategy of a category; invalid values: BAD_USER_INPUT with the upstream's message.",
  })
  async saveBuybackStrategy(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('input', () => BuybackStrategyInput, { description: 'Positioning and rounding.' })
    input: BuybackStrategyInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BuybackStrategy> {
    requireSession(context);
    const answer = await putBuybackStrategy(
      context.upstream,
      categoryId,
      buybackStrategyBody(input),
    );
    return mapBuybackStrategy(answer, []);
  }
}
