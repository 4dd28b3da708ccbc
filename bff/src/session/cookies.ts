/** Minimal RFC 6265 helpers: the BFF reads one cookie and relays the upstream's. */

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const value = part.slice(index + 1).trim();
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export interface SetCookie {
  name: string;
  value: string;
  /** True when the upstream deletes the cookie (Max-Age <= 0 or an expiry in the past). */
  deleted: boolean;
}

/** One Set-Cookie header line; attributes other than expiry are the BFF's business, not ours. */
export function parseSetCookie(line: string, now: number = Date.now()): SetCookie | null {
  const [pair, ...attributes] = line.split(';');
  if (!pair) return null;
  const index = pair.indexOf('=');
  if (index <= 0) return null;
  const name = pair.slice(0, index).trim();
  const value = pair.slice(index + 1).trim();
  let deleted = value === '';
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    const lower = key.trim().toLowerCase();
    if (lower === 'max-age' && Number(attributeValue) <= 0) deleted = true;
    if (lower === 'expires') {
      const expires = Date.parse(attributeValue);
      if (!Number.isNaN(expires) && expires <= now) deleted = true;
    }
  }
  return { name, value, deleted };
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAge}`];
  if (options.maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}
