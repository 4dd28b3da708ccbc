import { useCallback, useEffect, useState } from 'react';
import { NetworkStatus, useQuery } from '@apollo/client';
import { JobCreatedSubscription, RecentJobsQuery } from './job-documents';

/** Jobs per page. */
export const JOBS_PAGE_SIZE = 20;

/**
 * The user's jobs, newest first, a page at a time: Load more asks for the jobs after the last one
 * shown and appends them (a job already shown is not repeated); `reload` reads the first page again.
 * A job started meanwhile anywhere else (another tab, a script with a token) comes first as soon
 * as it is queued (`jobCreated`); without the subscription the list stays as loaded, and Refresh
 * reads it again.
 */
export function useRecentJobs() {
  const { data, error, loading, networkStatus, refetch, fetchMore, subscribeToMore } = useQuery(
    RecentJobsQuery,
    {
      variables: { first: JOBS_PAGE_SIZE, after: null },
      notifyOnNetworkStatusChange: true,
    },
  );
  const listed = data !== undefined;

  useEffect(() => {
    if (!listed) return undefined;
    return subscribeToMore({
      document: JobCreatedSubscription,
      updateQuery: (previous, { subscriptionData }) => {
        const created = subscriptionData.data?.jobCreated;
        if (!created || previous.jobs.edges.some((edge) => edge.node.id === created.id)) {
          return previous;
        }
        return {
          jobs: {
            ...previous.jobs,
            totalCount: previous.jobs.totalCount + 1,
            // Shown first; its cursor is not used (Load more goes on from the last one shown).
            edges: [
              { __typename: 'JobEdge' as const, cursor: '', node: created },
              ...previous.jobs.edges,
            ],
          },
        };
      },
      onError: (failure) => console.warn('new jobs cannot be followed', failure),
    });
  }, [listed, subscribeToMore]);
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
