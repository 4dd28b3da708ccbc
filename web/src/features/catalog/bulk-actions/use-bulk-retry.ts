import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { ApolloClient } from '@apollo/client';
import { followJob, jobOutcome, startBulkJob, type BulkItemResult } from './bulk-jobs';
import type { BulkRun } from './use-bulk-action';

const NONE: ReadonlySet<string> = new Set();

/**
 * Retry of one failed item of a finished action: a job for that item alone; its result replaces
 * the item's in the summary (and leaves the list of failures when it is no longer FAILED).
 */
export function useRetry(
  client: ApolloClient<object>,
  run: BulkRun,
  setRun: Dispatch<SetStateAction<BulkRun>>,
  onFinished: () => void,
) {
  const [retrying, setRetrying] = useState(NONE);
  const retry = useCallback(
    (itemId: string) => {
      if (run.phase !== 'finished' || run.action === 'dynamicEither') return;
      const { action, jobId } = run;
      const mark = (on: boolean) =>
        setRetrying((current) => {
          const next = new Set(current);
          if (on) next.add(itemId);
          else next.delete(itemId);
          return next;
        });
      const settle = (result: BulkItemResult | null) => {
        mark(false);
        if (!result) return;
        setRun((current) => {
          if (current.phase !== 'finished' || current.jobId !== jobId) return current;
          const stillFailed = result.status === 'FAILED';
          const { outcome } = current;
          return {
            ...current,
            outcome: {
              ...outcome,
              failed: outcome.failed - (stillFailed ? 0 : 1),
              done: outcome.done + (result.status === 'DONE' ? 1 : 0),
              already: outcome.already + (result.status === 'ALREADY' ? 1 : 0),
              failedItems: outcome.failedItems.flatMap((entry) =>
                entry.itemId !== itemId
                  ? [entry]
                  : stillFailed
                    ? [{ ...result, name: result.name ?? entry.name }]
                    : [],
              ),
            },
          };
        });
        if (result.status !== 'FAILED') onFinished();
      };
      mark(true);
      startBulkJob(client, action, { itemIds: [itemId] })
        .then((job) =>
          followJob(
            client,
            job.id,
            () => undefined,
            () => {
              jobOutcome(client, job.id)
                .then((outcome) => {
                  const failed = outcome?.failedItems[0];
                  const status = !outcome
                    ? null
                    : outcome.failed > 0
                      ? 'FAILED'
                      : outcome.done > 0
                        ? 'DONE'
                        : 'ALREADY';
                  settle(status === null ? null : (failed ?? { ...emptyResult(itemId), status }));
                })
                .catch(() => settle(null));
            },
          ),
        )
        .catch((error: unknown) => {
          console.warn('retry could not start', error);
          settle(null);
        });
    },
    [client, run, setRun, onFinished],
  );
  return { retry, retrying };
}

function emptyResult(itemId: string): BulkItemResult {
  return {
    itemId,
    status: 'DONE',
    name: null,
    code: null,
    message: null,
  };
}
