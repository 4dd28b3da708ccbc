import type { ErrorCode } from '@refurb/contract';

/**
 * One refusal of a mutation answering a payload (`userErrors { field message code }`): the input
 * path at fault (`['input', 'variation', 'minPricePercentage']`, null for the input as a whole),
 * the BFF's message in the user's language, and the documented code (docs/error-codes.md).
 */
export interface UserErrorEntry {
  readonly field: readonly string[] | null;
  readonly message: string;
  readonly code: ErrorCode;
  /** RATE_LIMITED: seconds to wait, when asked for. */
  readonly retryAfterSeconds?: number | null;
  /** The store did not confirm the change and could not be read back, when asked for. */
  readonly maybeApplied?: boolean;
}

/** The input path as one key (`input.variation.minPricePercentage`), or null for the whole input. */
export function fieldKey(entry: Pick<UserErrorEntry, 'field'>): string | null {
  return entry.field && entry.field.length > 0 ? entry.field.join('.') : null;
}

/** Whether any refusal carries `code`. */
export function hasUserErrorCode(entries: readonly UserErrorEntry[], code: ErrorCode): boolean {
  return entries.some((entry) => entry.code === code);
}

/**
 * The messages written for the seller: BAD_USER_INPUT's (the store's or the BFF's wording of the
 * input at fault, in the user's language), each once and in the order given. Other codes carry no
 * text for the seller: the screen words them itself.
 */
export function inputRefusalMessages(entries: readonly UserErrorEntry[]): string[] {
  const messages = entries
    .filter((entry) => entry.code === 'BAD_USER_INPUT' && entry.message.trim() !== '')
    .map((entry) => entry.message);
  return [...new Set(messages)];
}
