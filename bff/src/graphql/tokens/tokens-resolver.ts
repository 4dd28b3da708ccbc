import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { codedError } from '../../errors.js';
import { deleteApiToken, fetchApiTokens, postApiToken } from '../../upstream/tokens.js';
import { requireSession } from '../common/require-session.js';
import {
  createApiTokenBody,
  mapApiToken,
  mapCreatedApiToken,
  withInputPaths,
} from './token-mapping.js';
import { ApiToken, CreateApiTokenInput, CreatedApiToken } from './token-types.js';

/** Tokens are managed from a signed-in cookie session only (the store refuses a token too). */
function requireCookieSession(context: GraphQLContext): void {
  if (context.caller.tokenId !== null) {
    throw codedError(
      'FORBIDDEN',
      'Access tokens are managed from a signed-in session, not with an access token.',
    );
  }
  requireSession(context);
}

@Resolver()
export class TokensResolver {
  @Query(() => [ApiToken], {
    description:
      "The signed-in user's personal access tokens, newest first. FORBIDDEN with an access token; UNSUPPORTED_BY_STORE when the store has no tokens.",
  })
  async apiTokens(@Ctx() context: GraphQLContext): Promise<ApiToken[]> {
    requireCookieSession(context);
    const answer = await fetchApiTokens(context.upstream);
    return answer.data.map(mapApiToken);
  }

  @Mutation(() => CreatedApiToken, {
    nullable: true,
    description:
      'Creates a personal access token; its secret is in the answer only. Invalid input: BAD_USER_INPUT with fieldErrors keyed input.name, input.abilities, input.expiresAt. FORBIDDEN with an access token; UNSUPPORTED_BY_STORE when the store has no tokens.',
    deprecationReason:
      'Use issueApiToken(input): a refusal is in its userErrors and leaves the other fields of the request answered.',
  })
  async createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'The new token.' })
    input: CreateApiTokenInput,
    @Ctx() context: GraphQLContext,
  ): Promise<CreatedApiToken> {
    requireCookieSession(context);
    try {
      return mapCreatedApiToken(await postApiToken(context.upstream, createApiTokenBody(input)));
    } catch (error) {
      throw withInputPaths(error);
    }
  }

  @Mutation(() => ID, {
    nullable: true,
    description:
      "Revokes one of the user's tokens at once (its live subscriptions end); answers its id. NOT_FOUND when it is not one of theirs; FORBIDDEN with an access token.",
    deprecationReason:
      'Use revokeApiTokenById(input): a refusal is in its userErrors and leaves the other fields of the request answered.',
  })
  async revokeApiToken(
    @Arg('id', () => ID, { description: "The token's id." }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    requireCookieSession(context);
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw codedError('NOT_FOUND');
    await deleteApiToken(context.upstream, id);
    // Refused here at once; other instances hear `token-revoked` or get the store's 401.
    context.callerIdentities.forgetToken(id);
    return id;
  }
}
