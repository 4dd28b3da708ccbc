import { print } from '@0no-co/graphql.web';
import type { FragmentOf } from '../../graphql';
import { readStoredProfile, writeStoredProfile } from './stored-profile';
import { ViewerQuery } from './viewer-query';
import type { ViewerSession_viewer } from './viewer-session-viewer';

export type SessionViewer = FragmentOf<typeof ViewerSession_viewer>;

// The stored copy is only usable by the exact query that wrote it: a new build asking for more
// fields must not read an older copy (Apollo would log missing fields), so it carries a stamp.
// graphql.web's printer, not graphql-js's: the sign-in screen's own chunk stays without graphql-js.
const QUERY_STAMP = String(
  [...print(ViewerQuery)].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7),
);

export function storeViewer(viewer: SessionViewer): void {
  writeStoredProfile({ ...viewer, storedForQuery: QUERY_STAMP });
}

/** The stored profile as the current ViewerQuery's `me`, or null (none, or written by another build). */
export function readStoredViewer(): SessionViewer | null {
  const stored = readStoredProfile();
  if (!stored || stored.storedForQuery !== QUERY_STAMP) return null;
  const { storedForQuery: _stamp, ...viewer } = stored;
  return viewer as SessionViewer;
}
