import { codedError } from '../../errors.js';

/** Cursors of the job lists: an item's place in its list, opaque to callers. */
const prefix = 'j1:';

export function offsetCursor(index: number): string {
  return Buffer.from(`${prefix}${index}`).toString('base64url');
}

/** Where the page after `cursor` starts (0 without one); BAD_USER_INPUT for a foreign cursor. */
export function offsetAfter(cursor: string | null): number {
  if (cursor === null) return 0;
  const text = Buffer.from(cursor, 'base64url').toString();
  const index = text.startsWith(prefix) ? Number(text.slice(prefix.length)) : Number.NaN;
  if (!Number.isSafeInteger(index) || index < 0) {
    throw codedError('BAD_USER_INPUT', 'This cursor does not belong to this list.');
  }
  return index + 1;
}
