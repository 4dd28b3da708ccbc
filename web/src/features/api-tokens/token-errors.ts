import { errorCodeOf, type ErrorCode } from '@refurb/contract';
import type { TokenFormProblems } from './token-form';

/** Why the whole screen or form cannot do what was asked (each has its text in the locales). */
export type TokenFailure = 'unsupported' | 'forbidden' | 'limit' | 'notFound' | 'generic';

interface CodedEntry {
  code: ErrorCode | undefined;
  fieldErrors: Readonly<Record<string, unknown>>;
}

function entriesOf(error: unknown): CodedEntry[] {
  const list =
    error instanceof Error && 'graphQLErrors' in error && Array.isArray(error.graphQLErrors)
      ? (error.graphQLErrors as unknown[])
      : [];
  return list.map((entry) => {
    const extensions =
      typeof entry === 'object' && entry !== null && 'extensions' in entry
        ? (entry as { extensions?: { fieldErrors?: unknown } }).extensions
        : undefined;
    const fieldErrors = extensions?.fieldErrors;
    return {
      code: errorCodeOf(entry) ?? undefined,
      fieldErrors:
        typeof fieldErrors === 'object' && fieldErrors !== null
          ? (fieldErrors as Record<string, unknown>)
          : {},
    };
  });
}

/** The failure a code stands for on this screen; a network error or any other code is generic. */
export function failureOf(error: unknown): TokenFailure {
  const codes = entriesOf(error).map((entry) => entry.code);
  if (codes.includes('UNSUPPORTED_BY_STORE')) return 'unsupported';
  if (codes.includes('FORBIDDEN')) return 'forbidden';
  if (codes.includes('NOT_FOUND')) return 'notFound';
  return 'generic';
}

export interface CreateFailure {
  /** Problems to show at their fields. */
  fields: TokenFormProblems;
  /** A problem of the whole form, or null when every problem has its field. */
  form: TokenFailure | null;
}

/**
 * A refused createApiToken: BAD_USER_INPUT's `fieldErrors` (keyed `input.name`, `input.abilities`,
 * `input.expiresAt`) become problems at those fields; `input` alone (too many tokens) and any
 * other code a problem of the form.
 */
export function createFailureOf(error: unknown): CreateFailure {
  const refused = entriesOf(error).find((entry) => entry.code === 'BAD_USER_INPUT');
  if (!refused) return { fields: {}, form: failureOf(error) };
  const fields: TokenFormProblems = {};
  let form: TokenFailure | null = null;
  for (const key of Object.keys(refused.fieldErrors)) {
    if (key === 'input.name') fields.name = 'nameInvalid';
    else if (key === 'input.abilities') fields.abilities = 'abilitiesInvalid';
    else if (key === 'input.expiresAt') fields.expiresAt = 'expiryInvalid';
    else if (key === 'input') form = 'limit';
    else form ??= 'generic';
  }
  if (Object.keys(fields).length === 0 && form === null) form = 'generic';
  return { fields, form };
}
