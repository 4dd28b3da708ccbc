import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The hex sha256 of an operation's printed text, as the BFF's list keys it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Trusted documents: each operation is sent by the hash of its text as Apollo prints it
 * (`extensions.persistedQuery.sha256Hash`, no `query`, still a POST). The build lists the same
 * hashes (web/scripts/persisted-documents.ts) and the BFF runs only those for a cookie session;
 * a hash the BFF does not know (another build) is sent once more with its text, which runs only
 * where TRUSTED_DOCUMENTS is off.
 */
export function createTrustedDocumentsLink() {
  return createPersistedQueryLink({ sha256, useGETForHashedQueries: false });
}
