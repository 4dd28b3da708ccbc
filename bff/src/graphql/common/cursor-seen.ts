// The items a walk over a store that pages by number has shown, carried in its end cursor: a
// bitset of their ids from the lowest, so an item that moved after the cursor once shown is not
// shown again, and one that moved before it unseen is found by a last pass (cursor-walk.ts).
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** Lists longer than this page without a seen set (the cursor would grow too long). */
export const maxSeenItems = 5000;

/** The ids as `<lowest id>.<deflated bitset>`; null when one is not a number. */
export function encodeSeen(ids: ReadonlySet<string>): string | null {
  const numbers = [...ids].map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : Number.NaN));
  if (numbers.length === 0 || numbers.some((id) => !Number.isSafeInteger(id))) return null;
  const lowest = Math.min(...numbers);
  const span = Math.max(...numbers) - lowest + 1;
  if (span > maxSeenItems * 64) return null;
  const bits = new Uint8Array(Math.ceil(span / 8));
  for (const id of numbers) bits[(id - lowest) >> 3]! |= 1 << ((id - lowest) & 7);
  return `${lowest}.${deflateRawSync(bits).toString('base64url')}`;
}

/** The ids `encodeSeen` wrote; null when the text is not one. */
export function decodeSeen(text: string): Set<string> | null {
  const match = /^(\d{1,15})\.([\w-]*)$/.exec(text);
  if (!match) return null;
  let bits: Buffer;
  try {
    bits = inflateRawSync(Buffer.from(match[2] ?? '', 'base64url'), {
      maxOutputLength: maxSeenItems * 8,
    });
  } catch {
    return null;
  }
  const lowest = Number(match[1]);
  const ids = new Set<string>();
  bits.forEach((byte, index) => {
    for (let bit = 0; bit < 8; bit += 1) {
      if (byte & (1 << bit)) ids.add(String(lowest + index * 8 + bit));
    }
  });
  return ids;
}
