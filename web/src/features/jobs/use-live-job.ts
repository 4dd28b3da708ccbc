import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client';
import { JobUpdatedSubscription } from '../catalog/bulk-actions/bulk-action-documents';
import { isFinal } from '../catalog/bulk-actions/bulk-jobs';
import { RecentJobQuery } from './job-documents';
import type { JobStatus } from './job-texts';

/** How often a job is asked for when its updates cannot be followed (no socket). */
const POLL_MS = 3000;

/**
 * Keeps a queued or running job up to date in the cache: `jobUpdated` while it runs (each update
 * is written to the job, so every place showing it follows), asking `job(id)` every few seconds
 * when the subscription fails or ends before a final state. Once the job has ended, it is read
 * once more for its counts and download link.
 */
export function useLiveJob(id: string, status: JobStatus): void {
  const client = useApolloClient();
  const running = !isFinal({ status });
  const [polling, setPolling] = useState(false);

  useSubscription(JobUpdatedSubscription, {
    variables: { id },
    skip: !running || polling,
    ignoreResults: true,
    onError: (error) => {
      console.warn('job updates failed, asking the job instead', error);
      setPolling(true);
    },
    onComplete: () => setPolling(true),
  });

  useQuery(RecentJobQuery, {
    variables: { id },
    skip: !running || !polling,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });

  // A job seen running that has now ended: its outcome counts and link are read again.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      client
        .query({ query: RecentJobQuery, variables: { id }, fetchPolicy: 'network-only' })
        .catch((error: unknown) => console.warn('the ended job could not be read', error));
    }
    wasRunning.current = running;
  }, [client, id, running]);
}
