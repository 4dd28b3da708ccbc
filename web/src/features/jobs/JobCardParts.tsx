import { useTranslation } from 'react-i18next';
import { alreadyText, doneText } from '../catalog/bulk-actions/bulk-action-texts';
import type { BulkJob, ShownAction } from '../catalog/bulk-actions/bulk-jobs';
import { StyledCounts, StyledProgress } from './job-styles';
import { kindText, progressText } from './job-texts';
import { useNumberFormat } from './use-number-format';

/** A running job's progress bar and how far it is in words (its units: items, lines, bytes). */
export function JobProgressRow({
  job,
  action,
}: {
  job: Pick<BulkJob, 'kind' | 'progress'>;
  action: ShownAction | null;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { done, total } = job.progress;
  const words = progressText(t, job, format) ?? t('jobs.progress.starting');
  const percent = total && total > 0 ? Math.min(100, Math.round((done / total) * 100)) : null;
  return (
    <StyledProgress>
      <progress
        max={100}
        value={percent ?? undefined}
        aria-label={t('jobs.progressLabel', { kind: kindText(t, job.kind, action) })}
        aria-valuetext={words}
      />
      <span>{words}</span>
    </StyledProgress>
  );
}

/** A bulk job's items per outcome, in the words of its action (as the bulk bar says them). */
export function JobCounts({
  action,
  done,
  already,
  failed,
}: {
  action: ShownAction;
  done: number;
  already: number;
  failed: number;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <StyledCounts>
      <span>{doneText(t, action, done, format(done))}</span>
      <span>{alreadyText(t, action, already, format(already))}</span>
      <span data-tone={failed > 0 ? 'danger' : undefined}>
        {t('jobs.counts.failed', { count: failed, value: format(failed) })}
      </span>
    </StyledCounts>
  );
}
