import { codedError } from '../errors.js';
import { withWriteOutcome } from './write-outcome.js';

/**
 * The thin check at the boundary between the store's JSON and the contract's types: an answer
 * must have the contract's outer shape (an object, and its lists arrays) or the BFF refuses it
 * as UPSTREAM_UNAVAILABLE (docs/error-codes.md), with the write outcome `unreadable` (a write's
 * answer that fails it is settled by a read, write-outcome.ts). Fields inside stay tolerant: the
 * mapping reads them with raw-values.ts (a number sent as a string, a field an older store
 * leaves out), so the types mark those optional or nullable.
 */
export function shaped<T extends object>(
  answer: unknown,
  lists: readonly string[] = [],
  /** The lists may also come under these names (older stores: `items` instead of `logs`). */
  listAliases: Readonly<Record<string, string>> = {},
): T {
  if (!isObject(answer)) throw unreadable();
  for (const name of lists) {
    const alias = listAliases[name];
    const value = answer[name] ?? (alias === undefined ? undefined : answer[alias]);
    if (!Array.isArray(value)) throw unreadable();
  }
  return answer as T;
}

/** A list answer that is an array, or (an older store) an object holding it as `items`. */
export function shapedList<T>(answer: unknown): T[] | { items: T[] } {
  if (Array.isArray(answer)) return answer as T[];
  return shaped<{ items: T[] }>(answer, ['items']);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unreadable(): Error {
  return withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
}
