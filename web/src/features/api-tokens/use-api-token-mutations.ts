import { useMutation, type Reference } from '@apollo/client';
import type { VariablesOf } from '../../graphql';
import type { UserErrorEntry } from '../../user-errors';
import { IssueApiTokenMutation, RevokeApiTokenByIdMutation } from './api-token-documents';

export type CreateApiTokenInput = VariablesOf<typeof IssueApiTokenMutation>['input'];

/** A token made (its secret shown once), or why not (the answer's userErrors). */
export type CreateOutcome =
  { created: { name: string; plainTextToken: string } } | { refused: readonly UserErrorEntry[] };

/**
 * Creates a token and puts it first in the cached list (the list is newest first). A request that
 * fails as a whole (network, session gone) throws.
 */
export function useCreateApiToken() {
  const [mutate, { loading }] = useMutation(IssueApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.issueApiToken?.token?.token;
      if (!created) return;
      cache.modify<{ apiTokens: readonly Reference[] }>({
        fields: {
          apiTokens(existing = [], { toReference }) {
            const added = toReference({ __typename: 'ApiToken', id: created.id });
            // Never a lone reference: the field is a list (an unread list has no entry to modify).
            if (!added || !Array.isArray(existing)) return existing;
            return [added, ...(existing as readonly Reference[])];
          },
        },
      });
    },
  });
  async function create(input: CreateApiTokenInput): Promise<CreateOutcome> {
    const { data } = await mutate({ variables: { input } });
    // A null payload comes with the request's error, which Apollo throws before this line.
    if (!data?.issueApiToken) throw new Error('issueApiToken answered without data');
    const { token, userErrors } = data.issueApiToken;
    if (!token || userErrors.length > 0) return { refused: userErrors };
    return { created: { name: token.token.name, plainTextToken: token.plainTextToken } };
  }
  return { create, creating: loading };
}

/**
 * Revokes a token and drops it from the cached list; answers the refusals (none when revoked). A
 * request that fails as a whole throws.
 */
export function useRevokeApiToken() {
  const [mutate, { loading }] = useMutation(RevokeApiTokenByIdMutation);
  async function revoke(id: string): Promise<readonly UserErrorEntry[]> {
    const { data } = await mutate({
      variables: { input: { id } },
      update(cache, { data: answer }) {
        if (!answer?.revokeApiTokenById?.revokedId) return;
        cache.evict({ id: cache.identify({ __typename: 'ApiToken', id }) });
        cache.gc();
      },
    });
    if (!data?.revokeApiTokenById) throw new Error('revokeApiTokenById answered without data');
    return data.revokeApiTokenById.userErrors;
  }
  return { revoke, revoking: loading };
}
