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
