/** What kind of work a job does (GraphQL JobKind; one name per kind, here and there). */
export type JobKindName =
  | 'BULK_SET_DYNAMIC_PRICING'
  | 'BULK_SYNC_BASE_PRICE'
  | 'PRICES_EXPORT'
  | 'PRICE_ITEMS_EXPORT'
  | 'CATALOG_EXPORT'
  | 'CATALOG_UPLOAD';

export type JobStatusName = 'QUEUED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED';

/** One item's outcome, as written once per item (the checkpoint a resumed job skips). */
export interface JobItemRecord {
  itemId: string;
  status: 'DONE' | 'ALREADY' | 'FAILED';
  name: string | null;
  errorCode: string | null;
  message: string | null;
  automaticPriceEnabled: boolean | null;
  price: number | null;
  basePrice: number | null;
}

/**
 * A job as kept in the job store (memory, or Redis with REDIS_URL): who it is for, what to do,
 * where it stands. `credential` is the user's upstream session sealed with the session secret,
 * so whichever BFF runs or resumes the job calls the store as that user.
 */
export interface JobRecord {
  id: string;
  userId: string;
  kind: JobKindName;
  status: JobStatusName;
  /** The kind's arguments (JSON), as the start mutation took them. */
  params: Record<string, unknown>;
  credential: string;
  /** The reader's language for the store's texts (Accept-Language). */
  locale: string | null;
  /** Items to work on, once known (a filter target is resolved once, on the first run). */
  itemIds: string[] | null;
  total: number | null;
  /** Work done when it is not counted in item outcomes (an export's lines); else null. */
  done: number | null;
  error: { code: string; message: string } | null;
  /** A finished export: the store's file name, or 'local' for a file the BFF keeps itself. */
  file: { kind: 'upstream'; filename: string } | { kind: 'local'; name: string } | null;
  createdAt: string;
  finishedAt: string | null;
}

/** A catalog upload's file name, as the client sent it (kept with the job when it starts). */
export function uploadedFilenameOf(record: Pick<JobRecord, 'kind' | 'params'>): string | null {
  if (record.kind !== 'CATALOG_UPLOAD') return null;
  const { filename } = record.params;
  return typeof filename === 'string' ? filename : null;
}

/** The state a dynamic pricing job sets (true for on); null for the other kinds. */
export function dynamicPricingWanted(record: Pick<JobRecord, 'kind' | 'params'>): boolean | null {
  if (record.kind !== 'BULK_SET_DYNAMIC_PRICING') return null;
  const { enabled } = record.params;
  return typeof enabled === 'boolean' ? enabled : null;
}

export const finishedStatuses: readonly JobStatusName[] = ['SUCCEEDED', 'FAILED', 'CANCELLED'];

export function isFinished(status: JobStatusName): boolean {
  return finishedStatuses.includes(status);
}

/** Finished jobs (their items and files too) are kept this long. */
export const FINISHED_JOB_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The kinds that write items: they take one of the user's two bulk job slots. */
export function isBulkWrite(kind: JobKindName): boolean {
  return kind === 'BULK_SET_DYNAMIC_PRICING' || kind === 'BULK_SYNC_BASE_PRICE';
}
