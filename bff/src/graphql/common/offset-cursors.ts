import { codedError } from '../../errors.js';

/**
 * Cursors that are an item's place in a list (an offset), opaque to callers. Right for a list
 * that only grows at its end (a job's outcomes) or is the same on every read (a preview); `prefix`
 * names the list, so a cursor of another list is refused with `foreignMessage`.
 */
export function offsetCursors(prefix: string, foreignMessage: string) {
  return {
    /** The cursor of the item at `index`. */
    cursor(index: number): string {
      return Buffer.from(`${prefix}${index}`).toString('base64url');
    },
    /** Where the page after `cursor` starts (0 without one); BAD_USER_INPUT for a foreign one. */
    after(cursor: string | null): number {
      if (cursor === null) return 0;
      const text = Buffer.from(cursor, 'base64url').toString();
      const index = text.startsWith(prefix) ? Number(text.slice(prefix.length)) : Number.NaN;
      if (!Number.isSafeInteger(index) || index < 0) {
        throw codedError('BAD_USER_INPUT', foreignMessage);
      }
      return index + 1;
    },
  };
}
