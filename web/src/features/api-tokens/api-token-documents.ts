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

/** A refusal (a field at fault, the token limit, no tokens at this store) is in userErrors. */
export const IssueApiTokenMutation = graphql(
  `
    mutation IssueApiToken($input: CreateApiTokenInput!) {
      issueApiToken(input: $input) {
        token {
          plainTextToken
          token {
            id
            name
            ...ApiTokenRow_token
          }
        }
        userErrors {
          field
          message
          code
        }
      }
    }
  `,
  [ApiTokenRow_token],
);

/** NOT_FOUND in userErrors: the token is not (or no longer) one of the user's. */
export const RevokeApiTokenByIdMutation = graphql(`
  mutation RevokeApiTokenById($input: RevokeApiTokenInput!) {
    revokeApiTokenById(input: $input) {
      revokedId
      userErrors {
        field
        message
        code
      }
    }
  }
`);
