/**
 * The profile lives as JSON under localStorage `user` for a fast first paint. This file
 * only touches the raw entry, so the sign-in screen and the route map can read it without loading
 * GraphQL documents; `stored-viewer.ts` gives the typed, version-checked copy.
 */
export const STORED_USER_KEY = 'user';

export function hasStoredProfile(): boolean {
  return localStorage.getItem(STORED_USER_KEY) !== null;
}

export function clearStoredProfile(): void {
  localStorage.removeItem(STORED_USER_KEY);
}

/** The stored JSON, or null when there is none or it cannot be read. */
export function readStoredProfile(): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORED_USER_KEY) ?? 'null');
    return parsed !== null && typeof parsed === 'object'
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function writeStoredProfile(profile: Record<string, unknown>): void {
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(profile));
}

/**
 * The stored profile's language (`preferredLocale`, EN_GB or IT_IT), for the first paint; a copy
 * stored by an older build has `locale` (en-GB, it-IT) instead.
 */
export function storedProfileLocale(): string | null {
  const profile = readStoredProfile();
  const locale = profile?.preferredLocale ?? profile?.locale;
  return typeof locale === 'string' ? locale : null;
}
