import { type StrategyPreviewAnswer, type StrategyPreviewQuery } from '@refurb/contract';
import {
  type FieldNode,
  getArgumentValues,
  getNamedType,
  type GraphQLResolveInfo,
  isObjectType,
  Kind,
  type SelectionSetNode,
} from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { postStrategyPreview, type StrategyPreviewRequest } from '../../upstream/strategies.js';
import { requireSession } from '../common/require-session.js';
import { requestLocale } from '../common/api-messages.js';
import {
  buybackInputErrors,
  resellInputErrors,
  throwIfInvalid,
  withStrategyInputPaths,
} from '../common/strategy-input-errors.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import {
  buybackStrategyBody,
  MissingStrategyValues,
  resellStrategyBody,
} from './strategies-mapping.js';
import {
  mapPreviewItems,
  mapStrategyPreview,
  type PreviewItemsArgs,
  previewQuery,
  summaryOnlyQuery,
} from './strategy-preview-mapping.js';
import {
  StrategyPreview,
  StrategyPreviewItemConnection,
  StrategyPreviewOutcome,
  StrategyPreviewSort,
} from './strategy-preview-types.js';
import { BuybackStrategyInput, ResellStrategyInput } from './strategy-types.js';

const answered = Symbol('strategy preview answer');

/** A preview as its fields read it: the store's answer, and how to ask for another page. */
type PreviewSource = StrategyPreview & {
  [answered]: {
    answer: StrategyPreviewAnswer;
    /** The query the answer was made for (its page of items). */
    queryKey: string;
    ask: (query: StrategyPreviewQuery) => Promise<StrategyPreviewAnswer>;
  };
};

/**
 * Previews answer from one store call: the store works the whole category out in one pass, and
 * the call asks for the page of items the operation selects (looked up before it is made), so
 * no more than one page of decisions crosses the wire. Another `items` selection with other
 * arguments in the same preview is a call of its own.
 */
@Resolver(() => StrategyPreview)
export class StrategyPreviewResolver {
  @Query(() => StrategyPreview, {
    description:
      'What the given resell strategy would do to every item of the category now, without saving anything. Invalid input: BAD_USER_INPUT with fieldErrors, as saveResellStrategy; a store without previews: UNSUPPORTED_BY_STORE.',
  })
  async resellStrategyPreview(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('input', () => ResellStrategyInput, { description: 'The strategy to preview.' })
    input: ResellStrategyInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StrategyPreview> {
    requireSession(context);
    assertUpstreamId(categoryId, 'categoryId');
    // The same refusals as a save: input paths, the user's language.
    const locale = await requestLocale(context);
    throwIfInvalid(resellInputErrors(input, locale), locale);
    let body;
    try {
      body = resellStrategyBody(input);
    } catch (error) {
      if (error instanceof MissingStrategyValues) throw codedError('BAD_USER_INPUT', error.message);
      throw error;
    }
    return preview(context, info, { side: 'resell', categoryId, body }).catch((error: unknown) => {
      throw withStrategyInputPaths(error, 'resell', locale);
    });
  }

  @Query(() => StrategyPreview, {
    description:
      'The same for a buyback (trade-in) strategy: what it would do to every item of the category now, without saving anything.',
  })
  async buybackStrategyPreview(
    @Arg('categoryId', () => ID, { description: 'Category id.' }) categoryId: string,
    @Arg('input', () => BuybackStrategyInput, { description: 'The strategy to preview.' })
    input: BuybackStrategyInput,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<StrategyPreview> {
    requireSession(context);
    assertUpstreamId(categoryId, 'categoryId');
    const locale = await requestLocale(context);
    throwIfInvalid(buybackInputErrors(input, locale), locale);
    return preview(context, info, {
      side: 'buyback',
      categoryId,
      body: buybackStrategyBody(input),
    }).catch((error: unknown) => {
      throw withStrategyInputPaths(error, 'buyback', locale);
    });
  }

  @FieldResolver(() => StrategyPreviewItemConnection, {
    description:
      'The items with their prices and decisions, one page at a time, in the order asked for.',
  })
  async items(
    @Root() source: StrategyPreview,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: 20,
      description: 'How many items, 0 to 100 (null: 20).',
    })
    first: number | null,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The endCursor of the page before; valid only for the same preview.',
    })
    after: string | null,
    @Arg('sort', () => StrategyPreviewSort, {
      nullable: true,
      defaultValue: StrategyPreviewSort.LARGEST_CHANGE,
      description: 'Order of the items (null: LARGEST_CHANGE).',
    })
    sort: StrategyPreviewSort | null,
    @Arg('outcome', () => StrategyPreviewOutcome, {
      nullable: true,
      description: 'Only the items with this outcome (the summary still counts all).',
    })
    outcome: StrategyPreviewOutcome | null,
  ): Promise<StrategyPreviewItemConnection> {
    const { answer, queryKey, ask } = (source as PreviewSource)[answered];
    const query = previewQuery({ first, after: after ?? null, sort, outcome: outcome ?? null });
    if (keyOf(query) === queryKey) return mapPreviewItems(answer);
    return mapPreviewItems(await ask(query));
  }
}

async function preview(
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  request: StrategyPreviewRequest,
): Promise<StrategyPreview> {
  const ask = (query: StrategyPreviewQuery) =>
    postStrategyPreview(context.upstream, request, query, async (categoryId) =>
      (await context.loaders.profile.load('me')).categories.some(
        (category) => category.id === categoryId,
      ),
    );
  const query = selectedItemsQuery(info);
  const answer = await ask(query);
  const source: PreviewSource = {
    ...mapStrategyPreview(answer),
    [answered]: { answer, queryKey: keyOf(query), ask },
  };
  return source;
}

function keyOf(query: StrategyPreviewQuery): string {
  return JSON.stringify([query.offset, query.limit, query.sort, query.outcome]);
}

/**
 * The page of items the operation asks this preview for (its first `items` selection, through
 * fragments), so the one store call answers it too; the summary alone when none is asked for,
 * or when the arguments are refused (the `items` field then says why).
 */
function selectedItemsQuery(info: GraphQLResolveInfo): StrategyPreviewQuery {
  const type = getNamedType(info.returnType);
  const itemsField = isObjectType(type) ? type.getFields().items : undefined;
  if (!itemsField) return summaryOnlyQuery;
  const node = info.fieldNodes
    .map((field) => firstItemsNode(info, field.selectionSet))
    .find(Boolean);
  if (!node) return summaryOnlyQuery;
  try {
    // Coerced by the schema: the enum's internal values, the defaults filled in.
    const args = getArgumentValues(itemsField, node, info.variableValues);
    return previewQuery({
      first: (args.first ?? null) as PreviewItemsArgs['first'],
      after: (args.after ?? null) as PreviewItemsArgs['after'],
      sort: (args.sort ?? null) as PreviewItemsArgs['sort'],
      outcome: (args.outcome ?? null) as PreviewItemsArgs['outcome'],
    });
  } catch {
    return summaryOnlyQuery;
  }
}

function firstItemsNode(
  info: GraphQLResolveInfo,
  selectionSet: SelectionSetNode | undefined,
  visited = new Set<string>(),
): FieldNode | undefined {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === 'items') return selection;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const found = firstItemsNode(info, selection.selectionSet, visited);
      if (found) return found;
    } else if (!visited.has(selection.name.value)) {
      visited.add(selection.name.value);
      const found = firstItemsNode(
        info,
        info.fragments[selection.name.value]?.selectionSet,
        visited,
      );
      if (found) return found;
    }
  }
  return undefined;
}
