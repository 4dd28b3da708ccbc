// Personal access tokens (Sanctum's): `<id>|<secret>`, only the SHA-256 of the secret kept, in
// memory like the sessions. Checks of a new token's fields live here so the route only maps them.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { maxApiTokensPerUser, type ApiTokenAbilityName } from '@refurb/contract';

export interface AccessTokenRecord {
  id: string;
  userId: number;
  name: string;
  abilities: ApiTokenAbilityName[];
  /** SHA-256 of the secret part. */
  secretHash: Buffer;
  createdAt: number;
  lastUsedAt: number | null;
  expiresAt: number;
}

export interface NewAccessToken {
  name: string;
  abilities: ApiTokenAbilityName[];
  expiresAt: number;
}

export type TokenFieldErrors = Partial<Record<'name' | 'abilities' | 'expires_at', string>>;

export const MAX_TOKEN_NAME_LENGTH = 100;
/** `last_used_at` is written at most this often per token. */
export const LAST_USED_RESOLUTION_MS = 60_000;
/** Slack on the one-year bound for a client whose clock runs ahead of the store's. */
const EXPIRY_GRACE_MS = 86_400_000;
const ABILITY_ORDER: readonly ApiTokenAbilityName[] = ['read', 'write'];
/** 36 random bytes: a 48-character base64url secret. */
const SECRET_BYTES = 36;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * Checks the body of a new token against `now`: the trimmed name, the abilities (read before
 * write, no repeats) and the expiry; answers the token to create or a message per field.
 */
export function readNewAccessToken(
  body: Record<string, unknown>,
  now: number,
): { ok: true; token: NewAccessToken } | { ok: false; errors: TokenFieldErrors } {
  const errors: TokenFieldErrors = {};
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (typeof body.name !== 'string' && body.name !== undefined && body.name !== null)
    errors.name = 'The name field must be a string.';
  else if (name === '') errors.name = 'The name field is required.';
  else if ([...name].length > MAX_TOKEN_NAME_LENGTH)
    errors.name = `The name field must not be greater than ${MAX_TOKEN_NAME_LENGTH} characters.`;

  const abilities = readAbilities(body.abilities);
  if (typeof abilities === 'string') errors.abilities = abilities;

  const expiresAt = readExpiry(body.expires_at, now);
  if (typeof expiresAt === 'string') errors.expires_at = expiresAt;

  if (typeof abilities === 'string' || typeof expiresAt === 'string' || errors.name)
    return { ok: false, errors };
  return { ok: true, token: { name, abilities, expiresAt } };
}

function readAbilities(value: unknown): ApiTokenAbilityName[] | string {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return 'The abilities field is required.';
  if (!Array.isArray(value)) return 'The abilities field must be an array.';
  const wanted = new Set<unknown>(value);
  if (![...wanted].every((entry) => ABILITY_ORDER.includes(entry as ApiTokenAbilityName)))
    return 'The abilities field may only hold read and write.';
  return ABILITY_ORDER.filter((ability) => wanted.has(ability));
}

function readExpiry(value: unknown, now: number): number | string {
  if (value === undefined || value === null || value === '')
    return 'The expires at field is required.';
  const parsed = typeof value === 'string' ? parseIsoDateTime(value) : null;
  if (parsed === null)
    return 'The expires at field must be an ISO 8601 date and time with a time zone.';
  if (parsed <= now) return 'The expires at field must be a date in the future.';
  if (parsed > oneYearAfter(now) + EXPIRY_GRACE_MS)
    return 'The expires at field must be at most one year ahead.';
  return parsed;
}

/** Epoch ms of an ISO 8601 date-time with a zone; null for anything else (31 February too). */
function parseIsoDateTime(text: string): number | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const calendarDay = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0));
  const validDay =
    calendarDay.getUTCMonth() === (month ?? 0) - 1 && calendarDay.getUTCDate() === day;
  if (!validDay || (hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59) return null;
  if ((zoneHours ?? 0) > 23 || (zoneMinutes ?? 0) > 59) return null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The same date and time a calendar year later (UTC); 29 February goes to 1 March. */
export function oneYearAfter(epochMs: number): number {
  const date = new Date(epochMs);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}

export type TokenCheck =
  | { kind: 'valid'; token: AccessTokenRecord }
  | { kind: 'invalid' }
  | { kind: 'expired'; token: AccessTokenRecord };

/** Every user's tokens; the newest last in each user's list. */
export class PersonalAccessTokens {
  private readonly byId = new Map<string, AccessTokenRecord>();
  private readonly byUser = new Map<number, AccessTokenRecord[]>();
  private nextId = 1;

  constructor(private readonly maxPerUser = maxApiTokensPerUser) {}

  /** The user's tokens, newest first. */
  list(userId: number): AccessTokenRecord[] {
    return [...(this.byUser.get(userId) ?? [])].reverse();
  }

  /**
   * A new token and its plain text (never kept). At the limit, the user's expired tokens are
   * dropped to make room; `null` when every one of the limit is still unexpired.
   */
  create(
    userId: number,
    fields: NewAccessToken,
    now: number,
  ): { token: AccessTokenRecord; plainTextToken: string } | null {
    let own = this.byUser.get(userId) ?? [];
    if (own.length >= this.maxPerUser) {
      for (const expired of own.filter((token) => token.expiresAt <= now))
        this.byId.delete(expired.id);
      own = own.filter((token) => token.expiresAt > now);
      this.byUser.set(userId, own);
      if (own.length >= this.maxPerUser) return null;
    }
    const secret = randomBytes(SECRET_BYTES).toString('base64url');
    const token: AccessTokenRecord = {
      id: String(this.nextId++),
      userId,
      name: fields.name,
      abilities: [...fields.abilities],
      secretHash: sha256(secret),
      createdAt: now,
      lastUsedAt: null,
      expiresAt: fields.expiresAt,
    };
    this.byId.set(token.id, token);
    own.push(token);
    this.byUser.set(userId, own);
    return { token, plainTextToken: `${token.id}|${secret}` };
  }

  /** Deletes the user's token and answers it; null when they have none with that id. */
  revoke(userId: number, id: string): AccessTokenRecord | null {
    const token = this.byId.get(id);
    if (!token || token.userId !== userId) return null;
    this.byId.delete(id);
    this.byUser.set(
      userId,
      (this.byUser.get(userId) ?? []).filter((candidate) => candidate !== token),
    );
    return token;
  }

  /**
   * The token a bearer value names, its secret compared in constant time; a valid one has its
   * `lastUsedAt` brought up to date (at most once per `LAST_USED_RESOLUTION_MS`).
   */
  check(plainText: string, now: number): TokenCheck {
    const separator = plainText.indexOf('|');
    if (separator <= 0) return { kind: 'invalid' };
    const token = this.byId.get(plainText.slice(0, separator));
    if (!token) return { kind: 'invalid' };
    const actual = sha256(plainText.slice(separator + 1));
    if (!timingSafeEqual(actual, token.secretHash)) return { kind: 'invalid' };
    if (token.expiresAt <= now) return { kind: 'expired', token };
    if (token.lastUsedAt === null || now - token.lastUsedAt >= LAST_USED_RESOLUTION_MS)
      token.lastUsedAt = now;
    return { kind: 'valid', token };
  }

  /** Tokens kept now, over all users. */
  get size(): number {
    return this.byId.size;
  }
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
