// Personal access token writes as mutations that answer a payload with userErrors (a refused
// name, an unknown id), running the work of createApiToken and revokeApiToken (tokens-resolver.ts).
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { CreateApiTokenInput, CreatedApiToken } from '../tokens/token-types.js';
import { TokensResolver } from '../tokens/tokens-resolver.js';
import { UserError, withUserErrors } from './user-error.js';

@ObjectType({ description: 'The answer of issueApiToken.', simpleResolvers: true })
export class IssueApiTokenPayload {
  @Field(() => CreatedApiToken, {
    nullable: true,
    description:
      'The new token with its secret (shown this once); null when userErrors says why not.',
  })
  token!: CreatedApiToken | null;

  @Field(() => [UserError], {
    description:
      'Why no token was made: BAD_USER_INPUT with field input.name, input.abilities or input.expiresAt; FORBIDDEN with an access token; UNSUPPORTED_BY_STORE. Empty when made.',
  })
  userErrors!: UserError[];
}

@InputType({ description: 'The token to revoke.' })
export class RevokeApiTokenInput {
  @Field(() => ID, { description: "The token's id." })
  id!: string;
}

@ObjectType({ description: 'The answer of revokeApiTokenById.', simpleResolvers: true })
export class RevokeApiTokenPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'The revoked token id; null when userErrors says why not.',
  })
  revokedId!: string | null;

  @Field(() => [UserError], {
    description:
      'Why it was not revoked: NOT_FOUND (field input.id) when it is not one of the user’s; FORBIDDEN with an access token. Empty when revoked.',
  })
  userErrors!: UserError[];
}

const tokens = new TokensResolver();

@Resolver()
export class TokenMutations {
  @Mutation(() => IssueApiTokenPayload, {
    nullable: true,
    description:
      'Creates a personal access token, as createApiToken did; its secret is in the answer only. A refusal is in userErrors.',
  })
  async issueApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'The new token.' })
    input: CreateApiTokenInput,
    @Ctx() context: GraphQLContext,
  ): Promise<IssueApiTokenPayload> {
    const { result, userErrors } = await withUserErrors(context, () =>
      tokens.createApiToken(input, context),
    );
    return { token: result, userErrors };
  }

  @Mutation(() => RevokeApiTokenPayload, {
    nullable: true,
    description:
      "Revokes one of the user's tokens at once (its live subscriptions end), as revokeApiToken did; a refusal is in userErrors.",
  })
  async revokeApiTokenById(
    @Arg('input', () => RevokeApiTokenInput, { description: 'The token.' })
    input: RevokeApiTokenInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RevokeApiTokenPayload> {
    const { result, userErrors } = await withUserErrors(
      context,
      () => tokens.revokeApiToken(input.id, context),
      (code) => (code === 'NOT_FOUND' ? ['input', 'id'] : null),
    );
    return { revokedId: result, userErrors };
  }
}
