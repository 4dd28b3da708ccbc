import { graphql } from '../../graphql';
import { ApiTokenRow_token } from './ApiTokenRow';

/** /dashboard/settings/api-tokens: the signed-in user's tokens, newest first. */
export const ApiTokensQuery = graphql(
  `
    query ApiTokensQuery {
      apiTokens {
        id
        ...ApiTokenRow_token
      }
    }
  `,
  [ApiTokenRow_token],
);

export const CreateApiTokenMutation = graphql(
  `
    mutation CreateApiToken($input: CreateApiTokenInput!) {
      createApiToken(input: $input) {
        plainTextToken
        token {
          id
          name
          ...ApiTokenRow_token
        }
      }
    }
  `,
  [ApiTokenRow_token],
);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id)
  }
`);
