import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFragment, type FragmentOf } from '../../graphql';
import { formatDateTime } from '../../format/format-date';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DisclosureButton } from '../../ui/DisclosureButton';
import { Icon } from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { BulkJob_progress, JobOutcome_counts } from '../catalog/bulk-actions/bulk-action-documents';
import { isFinal } from '../catalog/bulk-actions/bulk-jobs';
import { JobCounts, JobProgressRow } from './JobCardParts';
import { JobFailures } from './JobFailures';
import { JobUploadReport } from './JobUploadReport';
import { JobCard_job } from './job-documents';
import { StyledActions, StyledCard, StyledError, StyledHead, StyledMeta } from './job-styles';
import {
  isBulkKind,
  isExportKind,
  jobErrorText,
  kindText,
  shownActionOf,
  statusText,
  statusTone,
} from './job-texts';
import { useJobActions } from './use-job-actions';
import { useLiveJob } from './use-live-job';
import { useNumberFormat } from './use-number-format';

export interface JobCardProps {
  job: FragmentOf<typeof JobCard_job>;
  /** A new job was started from this one (a retry): the list is read again. */
  onJobStarted: () => void;
}

/** One job of Recent jobs: what it does, where it stands, its outcome and what can be done. */
export function JobCard({ job: masked, onJobStarted }: JobCardProps) {
  const { t, i18n } = useTranslation();
  const format = useNumberFormat();
  const job = readFragment(JobCard_job, masked);
  const base = readFragment(BulkJob_progress, job);
  const counts = readFragment(JobOutcome_counts, job);
  const { id, kind, status, error, createdAt, finishedAt } = base;
  const file = job.uploadedFilename;
  useLiveJob(id, status);
  const actions = useJobActions(id);
  const [showFailures, setShowFailures] = useState(false);
  const failuresId = useId();
  const titleId = useId();

  const bulk = isBulkKind(kind);
  const ended = isFinal(base);
  const asked = { id, kind, dynamicPricingEnabled: job.dynamicPricingEnabled };
  const action = shownActionOf(asked);
  const failed = counts.failed.totalCount;
  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHead>
        <h2 id={titleId}>{kindText(t, kind, action)}</h2>
        <Badge $tone={statusTone[status]}>{statusText(t, status)}</Badge>
      </StyledHead>
      <StyledMeta>
        <span>{t('jobs.startedAt', { date: date(createdAt) })}</span>
        {finishedAt ? <span>{t('jobs.finishedAt', { date: date(finishedAt) })}</span> : null}
        {file ? <span>{t('jobs.upload.file', { filename: file })}</span> : null}
      </StyledMeta>
      {!ended ? <JobProgressRow job={base} action={action} /> : null}
      {bulk && ended ? (
        <JobCounts
          action={action ?? 'dynamicEither'}
          done={counts.done.totalCount}
          already={counts.already.totalCount}
          failed={failed}
        />
      ) : null}
      <JobUploadReport job={{ kind, status, finishedAt, file, report: job.uploadReport }} />
      {error ? <StyledError role="note">{jobErrorText(t, error)}</StyledError> : null}
      <StyledActions>
        {!ended ? (
          <Button $size="sm" disabled={actions.cancelling} onClick={actions.cancel}>
            {actions.cancelling ? <Spinner /> : null}
            {actions.cancelling ? t('jobs.cancelling') : t('jobs.cancel')}
          </Button>
        ) : null}
        {isExportKind(kind) && status === 'SUCCEEDED' && job.url ? (
          <Button $size="sm" $variant="primary" onClick={actions.download}>
            <Icon name="download" size="sm" />
            {t('jobs.download')}
          </Button>
        ) : null}
        {bulk && ended && failed > 0 ? (
          <DisclosureButton
            expanded={showFailures}
            controls={failuresId}
            onToggle={() => setShowFailures(!showFailures)}
          >
            {t('jobs.failures.toggle', { count: failed, value: format(failed) })}
          </DisclosureButton>
        ) : null}
        <span role="status">
          {actions.problem === 'cancel' ? t('jobs.cancelFailed') : null}
          {actions.problem === 'expired' ? t('jobs.downloadExpired') : null}
          {actions.problem === 'download' ? t('jobs.downloadFailed') : null}
        </span>
      </StyledActions>
      {bulk && ended && failed > 0 ? (
        <div id={failuresId}>
          {showFailures ? (
            <JobFailures job={asked} failed={failed} onRetryStarted={onJobStarted} />
          ) : null}
        </div>
      ) : null}
    </StyledCard>
  );
}
