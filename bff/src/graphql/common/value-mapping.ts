// Typed lookups from the store's words (checked against the contract) to the GraphQL enums.
import { type Grade as StoreGrade } from '@refurb/contract';
import { Grade } from './enums.js';

const gradeByStoreGrade: Record<StoreGrade, Grade> = {
  N: Grade.N,
  A: Grade.A,
  B: Grade.B,
  C: Grade.C,
  R: Grade.R,
};

export function mapGrade(grade: StoreGrade): Grade {
  return gradeByStoreGrade[grade];
}

/** The member of an enum whose value is the store's word; null for a word it does not have. */
export function enumMember<Member extends string>(
  members: readonly Member[],
  word: string | null | undefined,
): Member | null {
  return members.find((member) => member === word) ?? null;
}

/** A figure the store words as text (a `details` entry): the number, or null when it is none. */
export function numberInText(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
