import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { useApolloClient, type ApolloClient } from '@apollo/client';
import { isErrorCode, type ErrorCode } from '@refurb/contract';
import { catalogListPreloader } from '../list/catalog-list-preload';
import {
  cancelBulkJob,
  followJob,
  jobOutcome,
  runningBulkJobs,
  startBulkJob,
  type BulkActionKind,
  type BulkItemResult,
  type BulkJob,
  type BulkOutcome,
  type CatalogFilterVariable,
  type ShownAction,
} from './bulk-jobs';
import { rememberedAction, rememberAction } from './job-actions';
import { useRetry } from './use-bulk-retry';

export type { BulkActionKind, BulkItemResult, CatalogFilterVariable, ShownAction };

export type BulkTargetChoice = { itemIds: string[] } | { filter: CatalogFilterVariable };

/** What the bulk action is doing, for the bar, the dialog, the progress and the summary. */
export type BulkRun =
  | { phase: 'idle' }
  | { phase: 'preparing'; action: BulkActionKind }
  | { phase: 'confirming'; action: BulkActionKind; target: BulkTargetChoice; count: number }
  | {
      phase: 'running';
      action: ShownAction;
      jobId: string;
      total: number;
      processed: number;
      cancelling: boolean;
    }
  | {
      phase: 'finished';
      action: ShownAction;
      jobId: string;
      status: BulkJob['status'];
      outcome: BulkOutcome;
    }
  /** The action could not start (too many items, or the job could not be started). */
  | { phase: 'refused'; action: BulkActionKind; reason: RefusalReason };

export type RefusalReason = { kind: 'tooMany'; matching: number; max: number } | { kind: 'failed' };

/** More items than this need a confirmation first. */
export const CONFIRM_ABOVE = 20;
/** The most items one job takes (a filter matching more is refused). */
export const MAX_BULK_ITEMS = 5000;

export interface BulkActions {
  run: BulkRun;
  /** Starts an action on these ids, or on every item the filter matches (`count` of them). */
  start: (action: BulkActionKind, target: BulkTargetChoice, count: number) => void;
  confirm: () => void;
  /** Closes the dialog or the summary. */
  dismiss: () => void;
  /** Stops the running job: no item starts after the answer; those written stay written. */
  cancel: () => void;
  /** Runs the finished action again for one item (a failed one) and updates its result. */
  retry: (itemId: string) => void;
  /** Items whose retry is under way. */
  retrying: ReadonlySet<string>;
}

/**
 * Runs a bulk action as one job of the BFF (docs/work-queue-and-bulk-actions.md): the selection's
 * ids or the filter go in one call, the bar follows the job's progress with `jobUpdated`, a job
 * still running when the screen opens (a reload, another tab) is picked up again, and it can be
 * cancelled. `onFinished` runs once the job has ended (the list is then read again).
 */
export function useBulkAction(onFinished: () => void): BulkActions {
  const client = useApolloClient();
  const [run, setRun] = useState<BulkRun>({ phase: 'idle' });
  const { follow, stopFollowing } = useFollowJob(client, setRun, onFinished);

  // A job of this user still running (this tab before a reload, or another tab): shown again.
  useEffect(() => {
    let current = true;
    runningBulkJobs(client)
      .then((jobs) => {
        const job = jobs[0];
        if (current && job) follow(rememberedAction(job), job);
      })
      .catch((error: unknown) => console.warn('running jobs could not be read', error));
    return () => {
      current = false;
      // Leaving while a job runs: the catalog lists read so far miss what it still changes, so
      // each is read from the server when next shown.
      if (stopFollowing()) catalogListPreloader(client).changed();
    };
  }, [client, follow, stopFollowing]);

  const execute = useCallback(
    (action: BulkActionKind, target: BulkTargetChoice) => {
      setRun({ phase: 'preparing', action });
      startBulkJob(client, action, target).then(
        (job) => {
          rememberAction(job.id, action);
          follow(action, job);
        },
        (error: unknown) => setRun({ phase: 'refused', action, reason: refusalOf(error) }),
      );
    },
    [client, follow],
  );

  const busy = run.phase === 'preparing' || run.phase === 'running';
  const start = useCallback<BulkActions['start']>(
    (action, target, count) => {
      if (busy) return;
      if ('filter' in target && count > MAX_BULK_ITEMS) {
        setRun({
          phase: 'refused',
          action,
          reason: { kind: 'tooMany', matching: count, max: MAX_BULK_ITEMS },
        });
      } else if (count > CONFIRM_ABOVE) {
        setRun({ phase: 'confirming', action, target, count });
      } else {
        execute(action, target);
      }
    },
    [busy, execute],
  );

  const confirm = useCallback(() => {
    if (run.phase === 'confirming') execute(run.action, run.target);
  }, [run, execute]);

  const dismiss = useCallback(() => {
    if (!busy) setRun({ phase: 'idle' });
  }, [busy]);

  const jobId = run.phase === 'running' ? run.jobId : null;
  const cancel = useCallback(() => {
    if (!jobId) return;
    setRun((shown) => (shown.phase === 'running' ? { ...shown, cancelling: true } : shown));
    cancelBulkJob(client, jobId).catch((error: unknown) => {
      console.warn('cancel failed', error);
      setRun((shown) => (shown.phase === 'running' ? { ...shown, cancelling: false } : shown));
    });
  }, [client, jobId]);

  const { retry, retrying } = useRetry(client, run, setRun, onFinished);

  return { run, start, confirm, dismiss, cancel, retry, retrying };
}

/** Follows a job with jobUpdated into `run`; once it has ended, its outcome and `onFinished`. */
function useFollowJob(
  client: ApolloClient<object>,
  setRun: Dispatch<SetStateAction<BulkRun>>,
  onFinished: () => void,
) {
  const followingStop = useRef<(() => void) | null>(null);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;

  const follow = useCallback(
    (action: ShownAction, job: BulkJob) => {
      followingStop.current?.();
      const show = (current: BulkJob) =>
        setRun((shown) => ({
          phase: 'running',
          action,
          jobId: current.id,
          total: current.progress.total ?? 0,
          processed: current.progress.done,
          cancelling: shown.phase === 'running' && shown.cancelling,
        }));
      show(job);
      followingStop.current = followJob(client, job.id, show, (ended) => {
        followingStop.current = null;
        void jobOutcome(client, job.id)
          .catch(() => null)
          .then((outcome) => {
            setRun({
              phase: 'finished',
              action,
              jobId: job.id,
              status: ended?.status ?? 'FAILED',
              outcome: outcome ?? { done: 0, already: 0, failed: 0, failedItems: [] },
            });
            onFinishedRef.current();
          });
      });
    },
    [client, setRun],
  );
  /** Stops following the job; whether one was followed (still running). */
  const stopFollowing = useCallback(() => {
    const stop = followingStop.current;
    followingStop.current = null;
    stop?.();
    return stop !== null;
  }, []);
  return { follow, stopFollowing };
}

/** Why an item failed: a code of the BFF's, or NETWORK when no answer came. */
export type BulkFailureCode = ErrorCode | 'NETWORK';

/** An item's failure as sent by the BFF (or set here), typed; null when it did not fail. */
export function failureCodeOf(result: Pick<BulkItemResult, 'code'>): BulkFailureCode | null {
  const code = result.code;
  if (code === null || code === undefined) return null;
  // A code newer than this build reads as the generic failure.
  return isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR';
}

function refusalOf(error: unknown): RefusalReason {
  const extensions = (
    error as {
      graphQLErrors?: Array<{ extensions?: { maxItems?: unknown; matchingItems?: unknown } }>;
    }
  ).graphQLErrors?.[0]?.extensions;
  if (typeof extensions?.matchingItems === 'number' && typeof extensions.maxItems === 'number') {
    return { kind: 'tooMany', matching: extensions.matchingItems, max: extensions.maxItems };
  }
  return { kind: 'failed' };
}
