import type { ApolloClient } from '@apollo/client';
import { clearStoredProfile } from './stored-profile';

/** Forgets the profile on this device: the stored copy and everything the cache holds. */
export async function signOutLocally(client: ApolloClient<unknown>): Promise<void> {
  clearStoredProfile();
  // clearStore, not resetStore: a reset refetches the active queries, which would only fail again.
  await client.clearStore();
}
