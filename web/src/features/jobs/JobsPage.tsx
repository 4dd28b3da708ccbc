import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { InlineError } from '../../ui/InlineError';
import { Page, PageHeader, PageSubtitle, PageTitle } from '../../ui/Page';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { JobCard } from './JobCard';
import { StyledFooter, StyledList } from './job-styles';
import { useArrivingUploadReports } from './use-arriving-upload-reports';
import { useNumberFormat } from './use-number-format';
import { useRecentJobs } from './use-recent-jobs';

/**
 * /dashboard/jobs: the seller's recent jobs (bulk changes, exports, uploads), newest first, each
 * followed live while it runs; Load more reads the next page after the last job shown.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { jobs, error, loading, reloading, loadingMore, moreFailed, reload, loadMore } =
    useRecentJobs();
  useArrivingUploadReports();
  const edges = jobs?.edges ?? [];

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>{t('jobs.title')}</PageTitle>
          <PageSubtitle>{t('jobs.subtitle')}</PageSubtitle>
        </div>
        {jobs ? (
          <Button onClick={reload} disabled={reloading}>
            {reloading ? <Spinner /> : null}
            {t('jobs.refresh')}
          </Button>
        ) : null}
      </PageHeader>
      {loading ? <Skeleton lines={6} /> : null}
      {!jobs && error && !loading ? <InlineError onRetry={reload} /> : null}
      {jobs && edges.length === 0 ? (
        <EmptyState title={t('jobs.empty.title')}>{t('jobs.empty.body')}</EmptyState>
      ) : null}
      {edges.length > 0 ? (
        <StyledList aria-label={t('jobs.listLabel')}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <JobCard job={edge.node} onJobStarted={reload} />
            </li>
          ))}
        </StyledList>
      ) : null}
      {jobs && edges.length > 0 ? (
        <StyledFooter>
          <span>
            {t('common.shownOfTotal', {
              shown: format(edges.length),
              total: format(Math.max(jobs.totalCount, edges.length)),
            })}
          </span>
          {moreFailed ? <span role="alert">{t('jobs.loadMoreFailed')}</span> : null}
          {jobs.pageInfo.hasNextPage ? (
            <Button onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? <Spinner /> : null}
              {t('common.loadMore')}
            </Button>
          ) : null}
        </StyledFooter>
      ) : null}
    </Page>
  );
}
