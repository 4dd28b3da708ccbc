import { useCallback, useState } from 'react';
import { NetworkStatus, useQuery } from '@apollo/client';
import { RecentJobsQuery } from './job-documents';

/** Jobs per page. */
export const JOBS_PAGE_SIZE = 20;

/**
 * The user's jobs, newest first, a page at a time: Load more asks for the jobs after the last one
 * shown and appends them (a job already shown is not repeated); `reload` reads the first page again.
 */
export function useRecentJobs() {
  const { data, error, loading, networkStatus, refetch, fetchMore } = useQuery(RecentJobsQuery, {
    variables: { first: JOBS_PAGE_SIZE, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const jobs = data?.jobs ?? null;
  const endCursor = jobs?.pageInfo.endCursor ?? null;

  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  const loadMore = useCallback(() => {
    if (!endCursor) return;
    setMoreFailed(false);
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const known = new Set(previous.jobs.edges.map((edge) => edge.node.id));
        return {
          jobs: {
            ...fetchMoreResult.jobs,
            edges: [
              ...previous.jobs.edges,
              ...fetchMoreResult.jobs.edges.filter((edge) => !known.has(edge.node.id)),
            ],
          },
        };
      },
    }).catch((failure: unknown) => {
      console.warn('more jobs could not be loaded', failure);
      setMoreFailed(true);
    });
  }, [endCursor, fetchMore]);

  return {
    jobs,
    error,
    loading: !jobs && loading,
    reloading: networkStatus === NetworkStatus.refetch,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    moreFailed,
    reload,
    loadMore,
  };
}
