import { print } from 'graphql';
import type { ApolloClient } from '@apollo/client';
import type { FragmentOf } from '../../graphql';
import { ViewerQuery } from './ViewerQuery';
import type { ViewerSession_viewer } from './ViewerSession_viewer';

/** SPEC §3: the profile lives as JSON under localStorage `user` for a fast first paint. */
export const STORED_USER_KEY = 'user';

// The stored copy is only usable by the exact query that wrote it: a new build asking for more
// fields must not read an older copy (Apollo would log missing fields), so it carries a stamp.
const QUERY_STAMP = String(
  [...print(ViewerQuery)].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7),
);

type SessionViewer = FragmentOf<typeof ViewerSession_viewer>;

export function storeViewer(viewer: SessionViewer): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify({ ...viewer, storedForQuery: QUERY_STAMP }));
}

export function hasStoredViewer(): boolean {
  return localStorage.getItem(STORED_USER_KEY) !== null;
}

export function clearStoredViewer(): void {
  localStorage.removeItem(STORED_USER_KEY);
}

/** The stored profile's locale, for the first paint's language. */
export function storedViewerLocale(): string | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null') as {
      locale?: unknown;
    } | null;
    return typeof parsed?.locale === 'string' ? parsed.locale : null;
  } catch {
    return null;
  }
}

/** Puts the stored profile into the cache so the first screen renders without waiting for `me`. */
export function seedCacheWithStoredViewer(client: ApolloClient<unknown>): boolean {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null') as
      (SessionViewer & { storedForQuery?: string }) | null;
    if (!parsed || parsed.storedForQuery !== QUERY_STAMP) return false;
    const { storedForQuery: _stamp, ...viewer } = parsed;
    client.writeQuery({ query: ViewerQuery, data: { me: viewer } });
    return true;
  } catch {
    return false;
  }
}
