import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { readFragment } from '../../graphql';
import { cancelBulkJob } from '../catalog/bulk-actions/bulk-jobs';
import { triggerDownload } from '../prices/exports/trigger-download';
import { JobCard_job, RecentJobQuery } from './job-documents';

export type JobActionProblem = 'cancel' | 'download' | 'expired' | null;

/**
 * Cancel and Download for one job. Download asks the job again first: a catalog export's link is
 * valid a few minutes only, so the one in the list may have expired.
 */
export function useJobActions(id: string) {
  const client = useApolloClient();
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<JobActionProblem>(null);

  const cancel = useCallback(() => {
    setProblem(null);
    setCancelling(true);
    cancelBulkJob(client, id)
      .catch((error: unknown) => {
        console.warn('the job could not be cancelled', error);
        setProblem('cancel');
      })
      .finally(() => setCancelling(false));
  }, [client, id]);

  const download = useCallback(() => {
    setProblem(null);
    client
      .query({ query: RecentJobQuery, variables: { id }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const url = data.job ? readFragment(JobCard_job, data.job).url : null;
        if (url) triggerDownload(url, null);
        else setProblem('expired');
      })
      .catch((error: unknown) => {
        console.warn('the download link could not be read', error);
        setProblem('download');
      });
  }, [client, id]);

  return { cancel, cancelling, download, problem };
}
