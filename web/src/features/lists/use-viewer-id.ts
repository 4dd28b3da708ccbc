import { useQuery } from '@apollo/client';
import { readFragment } from '../../graphql';
import { ViewerQuery } from '../../app/session/viewer-query';
import { ViewerSession_viewer } from '../../app/session/viewer-session-viewer';

/**
 * The signed-in user's id, from the profile the dashboard frame already loaded (never a request
 * of its own); null before it is known.
 */
export function useViewerId(): string | null {
  const { data } = useQuery(ViewerQuery, { fetchPolicy: 'cache-only' });
  return data?.me ? readFragment(ViewerSession_viewer, data.me).id : null;
}
