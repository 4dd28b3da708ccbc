import { useMutation, type Reference } from '@apollo/client';
import type { VariablesOf } from '../../graphql';
import { CreateApiTokenMutation, RevokeApiTokenMutation } from './api-token-documents';

export type CreateApiTokenInput = VariablesOf<typeof CreateApiTokenMutation>['input'];

/** Creates a token and puts it first in the cached list (the list is newest first). */
export function useCreateApiToken() {
  const [mutate, { loading }] = useMutation(CreateApiTokenMutation, {
    update(cache, { data }) {
      const created = data?.createApiToken.token;
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
  async function create(input: CreateApiTokenInput) {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('createApiToken answered without data');
    return {
      name: data.createApiToken.token.name,
      plainTextToken: data.createApiToken.plainTextToken,
    };
  }
  return { create, creating: loading };
}

/** Revokes a token and drops it from the cached list. */
export function useRevokeApiToken() {
  const [mutate, { loading }] = useMutation(RevokeApiTokenMutation);
  async function revoke(id: string) {
    await mutate({
      variables: { id },
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'ApiToken', id }) });
        cache.gc();
      },
    });
  }
  return { revoke, revoking: loading };
}
