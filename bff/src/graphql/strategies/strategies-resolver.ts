import { type ResellStrategyBody } from '@refurb/contract';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { confirmedWrite, type ReadBack, withWriteOutcome } from '../../upstream/write-outcome.js';
import { putBuybackStrategy, putResellStrategy } from '../../upstream/strategies.js';
import {
  buybackStrategyBody,
  mapBuybackStrategy,
  mapResellStrategy,
  MissingStrategyValues,
  resellStrategyBody,
} from './strategies-mapping.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
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
    assertUpstreamId(categoryId, 'categoryId');
    let body: ResellStrategyBody;
    try {
      body = resellStrategyBody(input);
    } catch (error) {
      if (error instanceof MissingStrategyValues) throw codedError('BAD_USER_INPUT', error.message);
      throw error;
    }
    // The answer names its category in full, so no profile lookup is needed.
    const intended = mapResellStrategy({ ...body, category_id: categoryId }, []);
    return confirmedWrite(
      async () =>
        savedStrategy(
          mapResellStrategy(await putResellStrategy(context.upstream, categoryId, body), []),
        ),
      async () =>
        readBack(
          (await savedStrategies(context)).resellStrategies,
          categoryId,
          intended,
          (saved) => ({ type: saved.type, variation: saved.variation, market: saved.market }),
        ),
    );
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
    assertUpstreamId(categoryId, 'categoryId');
    const body = buybackStrategyBody(input);
    const intended = mapBuybackStrategy({ ...body, category_id: categoryId }, []);
    return confirmedWrite(
      async () =>
        savedStrategy(
          mapBuybackStrategy(await putBuybackStrategy(context.upstream, categoryId, body), []),
        ),
      async () =>
        readBack(
          (await savedStrategies(context)).buybackStrategies,
          categoryId,
          intended,
          (saved) => ({
            pricePositioning: saved.pricePositioning,
            roundingType: saved.roundingType,
            roundingValue: saved.roundingValue,
          }),
        ),
    );
  }
}

/**
 * When a save's answer leaves its outcome open (unreadable, an error, late), the profile tells
 * which strategy the category has now (write-outcome.ts).
 */
function savedStrategies(context: GraphQLContext) {
  // The write has dropped what the loaders read before it (request-loaders.ts): this is fresh.
  return context.loaders.profile.load('me');
}

/**
 * The category's strategy as the profile shows it: the values asked for confirm the save (a value
 * left empty may come back filled in with the upstream's default); anything else is unclear: the
 * old strategy, or the new one as the upstream normalised it.
 */
function readBack<T extends { category: { id: string } }>(
  strategies: readonly T[],
  categoryId: string,
  intended: T,
  values: (strategy: T) => unknown,
): ReadBack<T> {
  const saved = strategies.find((strategy) => strategy.category.id === categoryId);
  if (!saved || !matchesWhereGiven(values(saved), values(intended))) return { state: 'unclear' };
  return { state: 'as-written', value: saved };
}

function matchesWhereGiven(actual: unknown, intended: unknown): boolean {
  if (intended === null || intended === undefined) return true;
  if (typeof intended === 'number') {
    return typeof actual === 'number' && Math.abs(actual - intended) < 1e-9;
  }
  if (typeof intended === 'object') {
    if (typeof actual !== 'object' || actual === null) return false;
    return Object.entries(intended).every(([key, value]) =>
      matchesWhereGiven((actual as Record<string, unknown>)[key], value),
    );
  }
  return actual === intended;
}

/** A saved strategy always has an id: an answer without one could not be read. */
function savedStrategy<T extends { id: string }>(strategy: T): T {
  if (strategy.id === '') throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
  return strategy;
}
