import type { TFunction } from 'i18next';
import { isErrorCode } from '@refurb/contract';
import type { BadgeTone } from '../../ui/Badge';
import type { BulkJob, ShownAction } from '../catalog/bulk-actions/bulk-jobs';
import { rememberedAction } from '../catalog/bulk-actions/job-actions';

// What Recent jobs says about a job: what it does, where it stands, how far it is, why it failed.

export type JobKind = BulkJob['kind'];
export type JobStatus = BulkJob['status'];

export const isBulkKind = (kind: JobKind) =>
  kind === 'BULK_SET_DYNAMIC_PRICING' || kind === 'BULK_SYNC_BASE_PRICE';

export const isExportKind = (kind: JobKind) =>
  kind === 'CATALOG_EXPORT' || kind === 'PRICES_EXPORT' || kind === 'PRICE_ITEMS_EXPORT';

/** A job as far as its action goes: the state a dynamic pricing job sets, when the BFF says it. */
export interface JobAction {
  id: string;
  kind: JobKind;
  dynamicPricingEnabled: boolean | null;
}

/**
 * What a bulk job does, for its words and its retry: the state the job itself says it sets, else
 * as this browser started it; null for other kinds.
 */
export function shownActionOf(job: JobAction): ShownAction | null {
  if (!isBulkKind(job.kind)) return null;
  if (job.kind === 'BULK_SET_DYNAMIC_PRICING' && job.dynamicPricingEnabled !== null) {
    return job.dynamicPricingEnabled ? 'dynamicOn' : 'dynamicOff';
  }
  return rememberedAction(job);
}

/** The job's kind in words; a dynamic pricing job with the state asked for when it is known. */
export function kindText(t: TFunction, kind: JobKind, action: ShownAction | null): string {
  switch (kind) {
    case 'BULK_SET_DYNAMIC_PRICING':
      if (action === 'dynamicOn') return t('jobs.kind.dynamicOn');
      if (action === 'dynamicOff') return t('jobs.kind.dynamicOff');
      return t('jobs.kind.dynamicEither');
    case 'BULK_SYNC_BASE_PRICE':
      return t('jobs.kind.syncBasePrice');
    case 'CATALOG_EXPORT':
      return t('jobs.kind.catalogExport');
    case 'CATALOG_UPLOAD':
      return t('jobs.kind.catalogUpload');
    case 'PRICES_EXPORT':
      return t('jobs.kind.pricesExport');
    case 'PRICE_ITEMS_EXPORT':
      return t('jobs.kind.priceItemsExport');
  }
}

export const statusTone: Record<JobStatus, BadgeTone> = {
  QUEUED: 'neutral',
  RUNNING: 'info',
  SUCCEEDED: 'success',
  FAILED: 'danger',
  CANCELLED: 'warning',
};

export function statusText(t: TFunction, status: JobStatus): string {
  switch (status) {
    case 'QUEUED':
      return t('jobs.status.queued');
    case 'RUNNING':
      return t('jobs.status.running');
    case 'SUCCEEDED':
      return t('jobs.status.succeeded');
    case 'FAILED':
      return t('jobs.status.failed');
    case 'CANCELLED':
      return t('jobs.status.cancelled');
  }
}

/** How far the job is, in the units of its kind; null when there is nothing to count yet. */
export function progressText(
  t: TFunction,
  job: Pick<BulkJob, 'kind' | 'progress'>,
  format: (value: number) => string,
): string | null {
  const { done, total } = job.progress;
  if (total === null || total === undefined || total === 0) return null;
  if (job.kind === 'CATALOG_UPLOAD') {
    return t('jobs.progress.percent', { value: format(Math.floor((done / total) * 100)) });
  }
  const values = { done: format(done), total: format(total), count: total };
  if (job.kind === 'CATALOG_EXPORT') return t('jobs.progress.lines', values);
  return t('jobs.progress.items', values);
}

/** Why the whole job failed, from its error code (the store's own reason for a refused file). */
export function jobErrorText(t: TFunction, error: NonNullable<BulkJob['error']>): string {
  const code = isErrorCode(error.code) ? error.code : null;
  switch (code) {
    case 'BAD_USER_INPUT':
      return error.message
        ? t('jobs.error.refused', { reason: error.message })
        : t('jobs.error.other');
    case 'UPSTREAM_UNAVAILABLE':
      return t('jobs.error.storeUnavailable');
    case 'RATE_LIMITED':
      return t('jobs.error.rateLimited');
    case 'UPLOAD_IN_PROGRESS':
      return t('jobs.error.uploadInProgress');
    case 'FORBIDDEN':
      return t('jobs.error.forbidden');
    case 'NOT_FOUND':
      return t('jobs.error.notFound');
    default:
      return t('jobs.error.other');
  }
}
