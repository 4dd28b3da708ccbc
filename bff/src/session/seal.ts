import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What the BFF's session cookie carries: the upstream's cookies and who they belong to. */
export interface SessionData {
  /** Upstream cookie name → value, exactly as the upstream set them. */
  upstreamCookies: Record<string, string>;
  /** The upstream user id, once the login sequence has finished. */
  userId: string | null;
  /**
   * Random id given at sign-in, kept across re-seals: what "this session" means to limits and to
   * ending its live subscriptions at logout. Null for seals made before ids existed.
   */
  sessionId: string | null;
  /** Seconds since the epoch when this session was last sealed. */
  issuedAt: number;
}

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;
/** Sessions kept unsealed: far more than one BFF process serves at once. */
const unsealedCapacity = 10_000;

/**
 * Seals session data into an opaque cookie value: AES-256-GCM (encrypted and authenticated) with a
 * key derived from SESSION_SECRET by HKDF. The version prefix lets a future format coexist.
 */
export class SessionSealer {
  private readonly key: Buffer;
  /**
   * Cookie value → what it unsealed to. A browser sends the same value on every request until the
   * session rotates; decrypting it each time cost a cipher setup per request. Values
   * are immutable, so only the age check is repeated. Bounded: oldest entries go first.
   */
  private readonly unsealed = new Map<string, Readonly<SessionData>>();

  constructor(
    secret: string,
    /** Older seals are treated as signed out. */
    private readonly maxAgeSeconds: number,
    private readonly now: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = Buffer.from(
      hkdfSync('sha256', secret, 'refurb-bff-session', `session-cookie ${version}`, 32),
    );
  }

  seal(data: Omit<SessionData, 'issuedAt' | 'sessionId'> & { sessionId?: string | null }): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(version));
    const payload = JSON.stringify({
      c: data.upstreamCookies,
      u: data.userId,
      ...(data.sessionId ? { s: data.sessionId } : {}),
      iat: this.now(),
    });
    const encrypted = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, encrypted, cipher.getAuthTag()]);
    return `${version}.${sealed.toString('base64url')}`;
  }

  /** The session, or null when the value is tampered, sealed with another secret, or stale. */
  unseal(value: string): Readonly<SessionData> | null {
    let data = this.unsealed.get(value);
    if (data === undefined) {
      const opened = this.open(value);
      if (opened === null) return null;
      if (this.unsealed.size >= unsealedCapacity) {
        const oldest = this.unsealed.keys().next();
        if (!oldest.done) this.unsealed.delete(oldest.value);
      }
      this.unsealed.set(value, opened);
      data = opened;
    }
    if (this.now() - data.issuedAt > this.maxAgeSeconds) {
      this.unsealed.delete(value);
      return null;
    }
    return data;
  }

  /**
   * Whether an unsealed session is past half its lifetime: it is sealed again when used, so a
   * session in use never expires and one left alone ends between half and all of the lifetime
   * after its last use.
   */
  pastHalfLife(data: Readonly<SessionData>): boolean {
    return this.now() - data.issuedAt > this.maxAgeSeconds / 2;
  }

  private open(value: string): SessionData | null {
    const [prefix, body, ...rest] = value.split('.');
    if (prefix !== version || body === undefined || rest.length > 0) return null;
    const sealed = Buffer.from(body, 'base64url');
    if (sealed.length < ivBytes + tagBytes + 2) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, sealed.subarray(0, ivBytes));
      decipher.setAAD(Buffer.from(version));
      decipher.setAuthTag(sealed.subarray(sealed.length - tagBytes));
      const payload = Buffer.concat([
        decipher.update(sealed.subarray(ivBytes, sealed.length - tagBytes)),
        decipher.final(),
      ]).toString('utf8');
      const parsed = JSON.parse(payload) as {
        c?: unknown;
        u?: unknown;
        s?: unknown;
        iat?: unknown;
      };
      if (typeof parsed.iat !== 'number' || !isStringRecord(parsed.c)) return null;
      return {
        upstreamCookies: Object.freeze({ ...parsed.c }),
        userId: typeof parsed.u === 'string' ? parsed.u : null,
        sessionId: typeof parsed.s === 'string' ? parsed.s : null,
        issuedAt: parsed.iat,
      };
    } catch {
      return null;
    }
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}
