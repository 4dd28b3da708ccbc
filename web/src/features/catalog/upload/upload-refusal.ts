import type { ErrorCode } from '@refurb/contract';
import type { TFunction } from 'i18next';
import { errorCodeOf } from '../../../graphql-errors';
import type { UserErrorEntry } from '../../../user-errors';

/** A refusal of the upload as the widget reads it: a userError, or an error of the whole request. */
export interface UploadErrorEntry {
  readonly code: ErrorCode | undefined;
  readonly message: string;
  readonly maybeApplied?: boolean;
}

/** Why a file was not taken, as the widget acts on it. */
export type UploadRefusal =
  /** The store may have taken the file though its answer was lost (docs/catalog-writes.md). */
  | { kind: 'mayHaveStarted'; cause: unknown }
  /** The whole file refused, with the reason written for the seller. */
  | { kind: 'refused'; reason: string }
  /** Anything else (network, store unavailable): recorded, and the seller can try again. */
  | { kind: 'failed'; cause: unknown };

/**
 * What a refused upload means: BAD_USER_INPUT carries a reason written for the seller (in their
 * language); UPLOAD_IN_PROGRESS (an earlier file of the store still being processed) and
 * JOB_CANCELLED (the upload cancelled from Recent jobs while it was sent) have ours.
 */
export function uploadRefusalOf(
  entries: readonly (UploadErrorEntry | UserErrorEntry)[],
  t: TFunction,
  cause: unknown = entries,
): UploadRefusal {
  if (entries.some((entry) => entry.maybeApplied === true))
    return { kind: 'mayHaveStarted', cause };
  if (entries.some((entry) => entry.code === 'UPLOAD_IN_PROGRESS')) {
    return { kind: 'refused', reason: t('catalog.upload.outcome.inProgress') };
  }
  if (entries.some((entry) => entry.code === 'JOB_CANCELLED')) {
    return { kind: 'refused', reason: t('catalog.upload.outcome.cancelled') };
  }
  const refused = entries.find((entry) => entry.code === 'BAD_USER_INPUT' && entry.message);
  return refused ? { kind: 'refused', reason: refused.message } : { kind: 'failed', cause };
}

/**
 * The errors of a request that failed as a whole (a file refused before the mutation ran, a
 * network failure: none), read as the payload's userErrors are.
 */
export function requestErrorEntries(error: unknown): UploadErrorEntry[] {
  const list =
    error instanceof Error && 'graphQLErrors' in error && Array.isArray(error.graphQLErrors)
      ? (error.graphQLErrors as Array<{
          message?: unknown;
          extensions?: { writeOutcome?: unknown };
        }>)
      : [];
  return list.map((entry) => ({
    code: errorCodeOf(entry),
    message: typeof entry.message === 'string' ? entry.message : '',
    maybeApplied: entry.extensions?.writeOutcome === 'UNKNOWN',
  }));
}

/** uploadCatalogFile's answer as the widget reads it. */
interface UploadAnswer {
  accepted: boolean;
  userErrors: readonly UserErrorEntry[];
}

/**
 * Sends the file and tells what came of it: null when the store took it, or may have (its outcome,
 * if it did, arrives as the notifications event; else the wait times out), else why not. What is
 * not shown to the seller is recorded.
 */
export async function sendCatalogFile(
  send: () => Promise<UploadAnswer | undefined>,
  t: TFunction,
): Promise<Exclude<UploadRefusal, { kind: 'mayHaveStarted' }> | null> {
  let refusal: UploadRefusal;
  try {
    const answer = await send();
    if (answer?.accepted) return null;
    refusal = uploadRefusalOf(answer?.userErrors ?? [], t);
  } catch (error) {
    refusal = uploadRefusalOf(requestErrorEntries(error), t, error);
  }
  if (refusal.kind === 'mayHaveStarted') {
    console.warn('catalog upload not confirmed; waiting for its outcome', refusal.cause);
    return null;
  }
  if (refusal.kind === 'failed') console.warn('catalog upload failed', refusal.cause);
  return refusal;
}
