/**
 * Browsers send cookies with cross-site WebSocket upgrades, and no CORS or CSRF check applies to
 * them, so the upgrade's Origin must be this server's own (same host as the Host header, whatever
 * the scheme a proxy terminated) or one of ALLOWED_ORIGINS. Clients that are not browsers (a
 * terminal script) send no Origin; they hold the cookie themselves, so there is nothing to forge.
 */
export function isAllowedUpgradeOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (allowedOrigins.includes(parsed.origin)) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}
