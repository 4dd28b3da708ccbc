import { type AnswerReader, type Static, type TSchema } from '@refurb/contract/schemas';
import { codedError } from '../errors.js';
import { withWriteOutcome } from './write-outcome.js';

/** Where an answer came from: the path asked, and whom to tell that its answer was refused. */
export interface AnswerOrigin {
  path: string;
  upstream: { answerRefused(path: string, problem: string, field?: string): void };
}

/**
 * The boundary between the store's JSON and the contract: the answer checked against its schema
 * (`@refurb/contract/schemas`, tolerating only what stores are known to vary in) and returned as
 * the schema's type. An answer that fails is refused as UPSTREAM_UNAVAILABLE
 * (docs/error-codes.md), with the write outcome `unreadable` (a write's answer that fails is
 * settled by a read, write-outcome.ts), and one warn line names the path, the first failing field
 * and what it fails (never the answer's contents). Nothing of a failing answer is used.
 */
export function checked<Schema extends TSchema>(
  read: AnswerReader<Schema>,
  answer: unknown,
  origin: AnswerOrigin,
): Static<Schema> {
  const reading = read(answer);
  if (reading.ok) return reading.value;
  origin.upstream.answerRefused(origin.path, reading.problem, reading.path);
  throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
}

/**
 * The thin check for the answers that have no schema yet (profile, strategies, notifications): an answer
 * must have the contract's outer shape (an object, and its lists arrays) or the BFF refuses it
 * as UPSTREAM_UNAVAILABLE (docs/error-codes.md), with the write outcome `unreadable` (a write's
 * answer that fails it is settled by a read, write-outcome.ts), and one warn line names the path
 * and what was wrong (never the answer's contents). Fields inside stay tolerant: the mapping
 * reads them with raw-values.ts (a number sent as a string, a field an older store leaves out),
 * so the types mark those optional or nullable.
 */
export function shaped<T extends object>(
  answer: unknown,
  origin: AnswerOrigin,
  lists: readonly string[] = [],
  /** The lists may also come under these names (older stores: `items` instead of `logs`). */
  listAliases: Readonly<Record<string, string>> = {},
): T {
  if (!isObject(answer)) throw unreadable(origin, `the answer is ${kindOf(answer)}, not an object`);
  for (const name of lists) {
    const alias = listAliases[name];
    const value = answer[name] ?? (alias === undefined ? undefined : answer[alias]);
    if (!Array.isArray(value)) throw unreadable(origin, `${name} is ${kindOf(value)}, not a list`);
  }
  return answer as T;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a value is, without what it holds: `null`, `missing`, `a list`, `a string`, … */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'missing';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function unreadable(origin: AnswerOrigin, problem: string): Error {
  origin.upstream.answerRefused(origin.path, problem);
  return withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
}
