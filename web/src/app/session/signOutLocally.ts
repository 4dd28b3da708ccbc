import type { ApolloClient } from '@apollo/client';
import { clearStoredViewer } from './storedViewer';

/** Forgets the profile on this device: the stored copy and everything the cache holds. */
export async function signOutLocally(client: ApolloClient<unknown>): Promise<void> {
  clearStoredViewer();
  // clearStore, not resetStore: a reset refetches the active queries, which would only fail again.
  await client.clearStore();
}
