import type { BulkActionKind, BulkJob, ShownAction } from './bulk-jobs';

const KEY = 'refurb.bulkJobActions';
const KEPT = 20;

type Remembered = Array<[jobId: string, action: BulkActionKind]>;

function read(): Remembered {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? (value as Remembered) : [];
  } catch {
    return [];
  }
}

/**
 * A job names its kind but not the state asked for (dynamic price on or off): this browser
 * remembers it for the jobs it started, so a reload shows the same words.
 */
export function rememberAction(jobId: string, action: BulkActionKind) {
  const kept = [[jobId, action] as const, ...read().filter(([id]) => id !== jobId)].slice(0, KEPT);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or off: the words after a reload are the general ones.
  }
}

/** The action a job runs, as this browser started it; else what its kind says. */
export function rememberedAction(job: Pick<BulkJob, 'id' | 'kind'>): ShownAction {
  if (job.kind === 'BULK_SYNC_BASE_PRICE') return 'syncBasePrice';
  return read().find(([id]) => id === job.id)?.[1] ?? 'dynamicEither';
}
