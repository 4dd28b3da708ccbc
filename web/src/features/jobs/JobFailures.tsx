import { useQuery } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { readFragment } from '../../graphql';
import { Button } from '../../ui/Button';
import { InlineError } from '../../ui/InlineError';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import {
  BulkItem_result,
  BulkJobFailuresQuery,
} from '../catalog/bulk-actions/bulk-action-documents';
import { failureReason } from '../catalog/bulk-actions/bulk-action-texts';
import { useNumberFormat } from './use-number-format';
import type { JobAction } from './job-texts';
import { useRetryFailed } from './use-retry-failed';

const StyledPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    justify-content: space-between;
    min-width: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  .reason {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface JobFailuresProps {
  job: JobAction;
  failed: number;
  /** A retry job was started (the list is read again to show it). */
  onRetryStarted: () => void;
}

/** A finished bulk job's failed items (the first 50) with their reasons, and Retry for all of them. */
export function JobFailures({ job, failed, onRetryStarted }: JobFailuresProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { data, loading, error, refetch } = useQuery(BulkJobFailuresQuery, {
    variables: { id: job.id },
  });
  const { state, retry } = useRetryFailed(job, onRetryStarted);
  const items = (data?.job?.items.edges ?? []).map((edge) =>
    readFragment(BulkItem_result, edge.node),
  );
  const values = { count: failed, value: format(failed) };
  return (
    <StyledPanel>
      {loading && !data ? <Skeleton lines={2} /> : null}
      {error && !data ? <InlineError onRetry={() => void refetch()} /> : null}
      {items.length > 0 ? (
        <StyledList aria-label={t('jobs.failures.listLabel')}>
          {items.map((item) => (
            <li key={item.itemId}>
              <Link to={`/dashboard/catalog/${encodeURIComponent(item.itemId)}`}>
                {item.name ?? t('jobs.failures.unnamed', { id: item.itemId })}
              </Link>
              <span className="reason">{failureReason(t, item)}</span>
            </li>
          ))}
        </StyledList>
      ) : null}
      {failed > items.length && items.length > 0 ? (
        <span>{t('jobs.failures.more', { value: format(failed - items.length) })}</span>
      ) : null}
      <StyledActions>
        {state.phase === 'choosing' ? (
          <>
            <span>{t('jobs.failures.chooseState')}</span>
            <Button $size="sm" onClick={() => retry('dynamicOn')}>
              {t('jobs.failures.retryOn', values)}
            </Button>
            <Button $size="sm" onClick={() => retry('dynamicOff')}>
              {t('jobs.failures.retryOff', values)}
            </Button>
          </>
        ) : (
          <Button
            $size="sm"
            $variant="primary"
            disabled={state.phase === 'starting' || state.phase === 'started'}
            onClick={() => retry()}
          >
            {state.phase === 'starting' ? <Spinner /> : null}
            {t('jobs.failures.retry', values)}
          </Button>
        )}
        <span role="status">
          {state.phase === 'started' ? t('jobs.failures.retryStarted') : null}
          {state.phase === 'failed' ? t('jobs.failures.retryFailed') : null}
        </span>
      </StyledActions>
    </StyledPanel>
  );
}
