import type { TFunction } from 'i18next';
import {
  failureCodeOf,
  type BulkActionKind,
  type BulkItemResult,
  type BulkRun,
  type ShownAction,
} from './use-bulk-action';

// What the bulk-action bar, its dialog, its progress and its result say, in the seller's language.

export function resultText(
  t: TFunction,
  run: Extract<BulkRun, { phase: 'finished' }>,
  format: (value: number) => string,
): string {
  const { done, already, failed } = run.outcome;
  return [
    ...(run.status === 'CANCELLED' ? [t('catalog.bulk.result.cancelled')] : []),
    ...(run.status === 'FAILED' && failed === 0 ? [t('catalog.bulk.result.jobFailed')] : []),
    doneText(t, run.action, done, format(done)),
    alreadyText(t, run.action, already, format(already)),
    ...(failed > 0
      ? [t('catalog.bulk.result.failed', { count: failed, value: format(failed) })]
      : []),
  ].join(' · ');
}

export function refusalText(
  t: TFunction,
  reason: Extract<BulkRun, { phase: 'refused' }>['reason'],
  format: (value: number) => string,
): string {
  return reason.kind === 'tooMany'
    ? t('catalog.bulk.tooMany', { matching: format(reason.matching), max: format(reason.max) })
    : t('catalog.bulk.couldNotStart');
}

/** What the status region says: the job starting and how it ended (not every chunk). */
export function announcement(
  t: TFunction,
  run: BulkRun,
  format: (value: number) => string,
): string {
  switch (run.phase) {
    case 'preparing':
      return t('catalog.bulk.preparing');
    case 'running':
      return progressText(t, { ...run, processed: 0 }, format);
    case 'finished':
      return resultText(t, run, format);
    case 'refused':
      return refusalText(t, run.reason, format);
    default:
      return '';
  }
}

export function progressText(
  t: TFunction,
  run: Extract<BulkRun, { phase: 'preparing' | 'running' }>,
  format: (value: number) => string,
): string {
  if (run.phase === 'preparing') return t('catalog.bulk.preparing');
  if (run.cancelling) return t('catalog.bulk.cancelling');
  const values = { done: format(run.processed), total: format(run.total) };
  switch (run.action) {
    case 'dynamicEither':
      return t('catalog.bulk.progress.dynamicEither', values);
    case 'dynamicOn':
      return t('catalog.bulk.progress.dynamicOn', values);
    case 'dynamicOff':
      return t('catalog.bulk.progress.dynamicOff', values);
    case 'syncBasePrice':
      return t('catalog.bulk.progress.syncBasePrice', values);
  }
}

export function confirmTitle(t: TFunction, action: BulkActionKind, value: string, count: number) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.confirm.dynamicOn.title', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.confirm.dynamicOff.title', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.confirm.syncBasePrice.title', { count, value });
  }
}

export function confirmBody(t: TFunction, action: BulkActionKind) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.confirm.dynamicOn.body');
    case 'dynamicOff':
      return t('catalog.bulk.confirm.dynamicOff.body');
    case 'syncBasePrice':
      return t('catalog.bulk.confirm.syncBasePrice.body');
  }
}

export function confirmLabel(t: TFunction, action: BulkActionKind, value: string, count: number) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.confirm.dynamicOn.action', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.confirm.dynamicOff.action', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.confirm.syncBasePrice.action', { count, value });
  }
}

export function doneText(t: TFunction, action: ShownAction, count: number, value: string) {
  switch (action) {
    case 'dynamicEither':
      return t('catalog.bulk.result.dynamicEither.done', { count, value });
    case 'dynamicOn':
      return t('catalog.bulk.result.dynamicOn.done', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.result.dynamicOff.done', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.result.syncBasePrice.done', { count, value });
  }
}

export function alreadyText(t: TFunction, action: ShownAction, count: number, value: string) {
  switch (action) {
    case 'dynamicEither':
      return t('catalog.bulk.result.dynamicEither.already', { count, value });
    case 'dynamicOn':
      return t('catalog.bulk.result.dynamicOn.already', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.result.dynamicOff.already', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.result.syncBasePrice.already', { count, value });
  }
}

export function failureReason(t: TFunction, result: BulkItemResult): string {
  switch (failureCodeOf(result)) {
    case 'NOT_FOUND':
      return t('catalog.bulk.failure.notFound');
    case 'CONFLICT':
      return t('catalog.bulk.failure.changedElsewhere');
    case 'UPSTREAM_UNAVAILABLE':
      return t('catalog.bulk.failure.storeUnavailable');
    case 'RATE_LIMITED':
      return t('catalog.bulk.failure.rateLimited');
    case 'NETWORK':
      return t('catalog.bulk.failure.network');
    case 'UNAUTHENTICATED':
      return t('catalog.bulk.failure.signedOut');
    case 'FORBIDDEN':
      return t('catalog.bulk.failure.forbidden');
    default:
      return t('catalog.bulk.failure.other');
  }
}
