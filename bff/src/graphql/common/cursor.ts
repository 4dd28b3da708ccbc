// The cursors of the list connections (docs/paging.md): opaque to callers, and carrying what the
// BFF needs to resume after an item: the store's keyset value when the store pages by key, and the
// item's sort values, id and store page when it pages by number only.
import { createHash } from 'node:crypto';
import { codedError } from '../../errors.js';

/** A sort value as the BFF reads it off a row: a number (cents, units, a rank) or null. */
export type SortValue = number | null;

/** Where an item sits: its sort values (in the list's order) and its id, the last tiebreak. */
export interface SortPosition {
  values: SortValue[];
  id: string;
}

export interface ListCursor extends SortPosition {
  /** The list, its filters and order the cursor was made for (listFingerprint). */
  list: string;
  /** The store's `after` value that resumes right after the item (a store with keyset paging). */
  key: string | null;
  /** The store's order snapshot the key belongs to (catalog). */
  snapshot: string | null;
  /** The store page the item was read from (or would be on, counted from the walk's start). */
  page: number;
  /** The item's place in the walk, from 0. */
  offset: number;
  /** The ids shown so far (cursor-seen.ts), on the end cursor of a walk by page number. */
  seen: string | null;
  /** The walk by page number reached the end and reads the pages again for items not seen. */
  sweep: boolean;
}

const prefix = 'c1:';

/**
 * Names a list with the query it was asked with, paging left out: a cursor is valid only for the
 * same list, filters and order.
 */
export function listFingerprint(list: string, query: object): string {
  const digest = createHash('sha256').update(JSON.stringify(query)).digest('base64url');
  return `${list}:${digest.slice(0, 16)}`;
}

export function encodeCursor(cursor: ListCursor): string {
  const fields = {
    l: cursor.list,
    k: cursor.key,
    s: cursor.snapshot,
    v: cursor.values,
    i: cursor.id,
    p: cursor.page,
    o: cursor.offset,
    ...(cursor.seen === null ? {} : { n: cursor.seen }),
    ...(cursor.sweep ? { w: 1 } : {}),
  };
  return Buffer.from(prefix + JSON.stringify(fields)).toString('base64url');
}

/**
 * The cursor `after` names, for the list `list` (a fingerprint); null for no cursor. A cursor that
 * is not one, or one of another list, filter or order, is BAD_USER_INPUT.
 */
export function decodeCursor(after: string | null | undefined, list: string): ListCursor | null {
  if (after == null) return null;
  const fields = parseFields(after);
  if (fields === null) throw codedError('BAD_USER_INPUT', 'after is not a cursor of this list.');
  if (fields.l !== list) {
    throw codedError(
      'BAD_USER_INPUT',
      'after is a cursor of another list, filter or order: start again without after.',
    );
  }
  return {
    list: fields.l,
    key: fields.k,
    snapshot: fields.s,
    values: fields.v,
    id: fields.i,
    page: fields.p,
    offset: fields.o,
    seen: fields.n ?? null,
    sweep: fields.w === 1,
  };
}

interface CursorFields {
  l: string;
  k: string | null;
  s: string | null;
  v: SortValue[];
  i: string;
  p: number;
  o: number;
  n?: string;
  w?: 1;
}

function parseFields(after: string): CursorFields | null {
  const text = Buffer.from(after, 'base64url').toString();
  if (!text.startsWith(prefix)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(prefix.length));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const fields = parsed as Record<string, unknown>;
  const nullableText = (value: unknown) => value === null || typeof value === 'string';
  const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
  if (
    typeof fields.l !== 'string' ||
    !nullableText(fields.k) ||
    !nullableText(fields.s) ||
    !Array.isArray(fields.v) ||
    !fields.v.every((value) => value === null || Number.isFinite(value)) ||
    typeof fields.i !== 'string' ||
    !count(fields.p) ||
    (fields.p as number) < 1 ||
    !count(fields.o) ||
    (fields.n !== undefined && typeof fields.n !== 'string') ||
    (fields.w !== undefined && fields.w !== 1)
  ) {
    return null;
  }
  return fields as unknown as CursorFields;
}

/**
 * The list's order of two positions: each sort value in its direction (null before any number),
 * then the id ascending (numerically when both are numbers), as the store breaks ties.
 */
export function comparePositions(
  left: SortPosition,
  right: SortPosition,
  directions: ReadonlyArray<'asc' | 'desc'>,
): number {
  for (let index = 0; index < directions.length; index += 1) {
    const order = compareValues(left.values[index] ?? null, right.values[index] ?? null);
    if (order !== 0) return directions[index] === 'desc' ? -order : order;
  }
  return compareIds(left.id, right.id);
}

function compareValues(left: SortValue, right: SortValue): number {
  if (left === right) return 0;
  if (left === null) return -1;
  if (right === null) return 1;
  return left < right ? -1 : 1;
}

function compareIds(left: string, right: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(left) && numeric.test(right) && left.length !== right.length) {
    return left.length - right.length;
  }
  return left < right ? -1 : left > right ? 1 : 0;
}
