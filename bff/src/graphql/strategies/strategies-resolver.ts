import { type ResellStrategyBody } from '@refurb/contract';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { confirmedWrite, type ReadBack } from '../../upstream/write-outcome.js';
import { putBuybackStrategy, putResellStrategy } from '../../upstream/strategies.js';
import {
  buybackStrategyBody,
  intendedBuybackStrategy,
  intendedResellStrategy,
  mapBuybackStrategy,
  mapResellStrategy,
  MissingStrategyValues,
  resellStrategyBody,
} from './strategies-mapping.js';
import { requireSession } from '../common/require-session.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { requestLocale } from '../common/api-messages.js';
import {
  buybackInputErrors,
  resellInputErrors,
  throwIfInvalid,
  withStrategyInputPaths,
} from '../common/strategy-input-errors.js';
import { withUserErrors } from '../common/user-error.js';
import {
  BuybackStrategy,
  BuybackStrategyInput,
  ResellStrategy,
  ResellStrategyInput,
  UpdateBuybackStrategyInput,
  UpdateBuybackStrategyPayload,
  UpdateResellStrategyInput,
  UpdateResellStrategyPayload,
} from './strategy-types.js';

@Resolver()
export class StrategiesResolver {
  @Mutation(() => ResellStrategy, {
    nullable: true,
    description:
      "Saves the resell strategy of a category; invalid values: BAD_USER_INPUT with fieldErrors keyed by input path (input.variation.minPricePercentage), worded in the user's language.",
    deprecationReason:
      'Use updateResellStrategy(input): a refusal is in its userErrors and leaves the other fields of the request answered.',
  })
  async saveResellStrategy(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('input', () => ResellStrategyInput, { description: 'Type and values.' })
    input: ResellStrategyInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ResellStrategy> {
    return saveResell(categoryId, input, context);
  }

  @Mutation(() => BuybackStrategy, {
    nullable: true,
    description:
      "Saves the buyback strategy of a category; invalid values: BAD_USER_INPUT with fieldErrors keyed by input path (input.pricePositioning), worded in the user's language.",
    deprecationReason:
      'Use updateBuybackStrategy(input): a refusal is in its userErrors and leaves the other fields of the request answered.',
  })
  async saveBuybackStrategy(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('input', () => BuybackStrategyInput, { description: 'Positioning and rounding.' })
    input: BuybackStrategyInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BuybackStrategy> {
    return saveBuyback(categoryId, input, context);
  }

  @Mutation(() => UpdateResellStrategyPayload, {
    nullable: true,
    description:
      "Saves the resell strategy of a category. Refusals are userErrors: field is the input path (input.variation.minPricePercentage), message in the user's language (Accept-Language, else the profile's), code BAD_USER_INPUT; NOT_FOUND for an unknown category.",
  })
  async updateResellStrategy(
    @Arg('input', () => UpdateResellStrategyInput, { description: 'Category, type and values.' })
    input: UpdateResellStrategyInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdateResellStrategyPayload> {
    requireSession(context);
    const { categoryId, ...strategy } = input;
    const { result, userErrors } = await withUserErrors(
      context,
      () => saveResell(categoryId, strategy, context),
      categoryIdField,
    );
    return { strategy: result, userErrors };
  }

  @Mutation(() => UpdateBuybackStrategyPayload, {
    nullable: true,
    description:
      "Saves the buyback strategy of a category. Refusals are userErrors: field is the input path (input.pricePositioning), message in the user's language, code BAD_USER_INPUT; NOT_FOUND for an unknown category.",
  })
  async updateBuybackStrategy(
    @Arg('input', () => UpdateBuybackStrategyInput, {
      description: 'Category, positioning and rounding.',
    })
    input: UpdateBuybackStrategyInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdateBuybackStrategyPayload> {
    requireSession(context);
    const { categoryId, ...strategy } = input;
    const { result, userErrors } = await withUserErrors(
      context,
      () => saveBuyback(categoryId, strategy, context),
      categoryIdField,
    );
    return { strategy: result, userErrors };
  }
}

/** An unknown or malformed category id is about the input's categoryId. */
const categoryIdField = (code: string) =>
  code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? ['input', 'categoryId'] : null;

async function saveResell(
  categoryId: string,
  input: ResellStrategyInput,
  context: GraphQLContext,
): Promise<ResellStrategy> {
  requireSession(context);
  assertUpstreamId(categoryId, 'categoryId');
  const locale = await requestLocale(context);
  throwIfInvalid(resellInputErrors(input, locale), locale);
  let body: ResellStrategyBody;
  try {
    body = resellStrategyBody(input);
  } catch (error) {
    if (error instanceof MissingStrategyValues) throw codedError('BAD_USER_INPUT', error.message);
    throw error;
  }
  // The answer names its category in full, so no profile lookup is needed.
  const intended = intendedResellStrategy(body, categoryId);
  try {
    return await confirmedWrite(
      async () => mapResellStrategy(await putResellStrategy(context.upstream, categoryId, body)),
      async () =>
        readBack(
          (await savedStrategies(context)).resellStrategies,
          categoryId,
          intended,
          (saved) => ({ type: saved.type, variation: saved.variation, market: saved.market }),
        ),
    );
  } catch (error) {
    throw withStrategyInputPaths(error, 'resell', locale);
  }
}

async function saveBuyback(
  categoryId: string,
  input: BuybackStrategyInput,
  context: GraphQLContext,
): Promise<BuybackStrategy> {
  requireSession(context);
  assertUpstreamId(categoryId, 'categoryId');
  const locale = await requestLocale(context);
  throwIfInvalid(buybackInputErrors(input, locale), locale);
  const body = buybackStrategyBody(input);
  const intended = intendedBuybackStrategy(body, categoryId);
  try {
    return await confirmedWrite(
      async () => mapBuybackStrategy(await putBuybackStrategy(context.upstream, categoryId, body)),
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
  } catch (error) {
    throw withStrategyInputPaths(error, 'buyback', locale);
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
