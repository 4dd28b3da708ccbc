// Password hashing with node:crypto scrypt; verification compares in constant time.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** `salt:hash` in hex. The salt may be given so seeded demo data stays reproducible. */
export function hashPassword(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':');
  if (!saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, Buffer.from(saltHex, 'hex'), expected.length, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
