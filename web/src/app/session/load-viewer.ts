import type { ApolloClient } from '@apollo/client';
import { readFragment } from '../../graphql';
import { RouteGuards_viewer } from '../routing/route-guards-viewer';
import { ViewerQuery } from './viewer-query';
import { ViewerSession_viewer } from './viewer-session-viewer';

/**
 * The signed-in viewer as the route guards see it, or null when nobody is signed in. Served from
 * the cache after the first call, so every guard of a navigation shares one request.
 */
export async function loadViewer(client: ApolloClient<unknown>) {
  const { data } = await client.query({ query: ViewerQuery });
  if (!data.me) return null;
  const session = readFragment(ViewerSession_viewer, data.me);
  return readFragment(RouteGuards_viewer, session);
}

export type GuardViewer = NonNullable<Awaited<ReturnType<typeof loadViewer>>>;
