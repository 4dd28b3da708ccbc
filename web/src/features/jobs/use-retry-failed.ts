import { useCallback, useState } from 'react';
import { useApolloClient, type ApolloClient, type ApolloQueryResult } from '@apollo/client';
import type { ResultOf } from '../../graphql';
import { startBulkJob, type BulkActionKind } from '../catalog/bulk-actions/bulk-jobs';
import { rememberAction } from '../catalog/bulk-actions/job-actions';
import { JobFailedItemIdsQuery } from './job-documents';
import { shownActionOf, type JobAction } from './job-texts';

export type RetryState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  /** A dynamic pricing job whose asked state is not known here: the seller says which. */
  | { phase: 'choosing' }
  | { phase: 'started'; count: number }
  | { phase: 'failed' };

type Client = ApolloClient<object>;

/** Every failed item of a job (500 a page). */
async function failedItemIds(client: Client, id: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: ApolloQueryResult<ResultOf<typeof JobFailedItemIdsQuery>> = await client.query({
      query: JobFailedItemIdsQuery,
      variables: { id, after },
      fetchPolicy: 'network-only',
    });
    const items = answer.data.job?.items;
    if (!items) return ids;
    ids.push(...items.edges.map((edge) => edge.node.itemId));
    if (!items.pageInfo.hasNextPage || !items.pageInfo.endCursor) return ids;
    after = items.pageInfo.endCursor;
  }
}

/**
 * Retry of a finished bulk job's failed items: one new job over just those items, with the same
 * action. `onStarted` runs once the new job exists (the list is read again to show it).
 */
export function useRetryFailed(job: JobAction, onStarted: () => void) {
  const client = useApolloClient();
  const [state, setState] = useState<RetryState>({ phase: 'idle' });
  const { id } = job;
  const shown = shownActionOf(job);
  // A dynamic pricing job whose state neither the BFF nor this browser knows: the seller says.
  const known: BulkActionKind | null = shown === 'dynamicEither' ? null : shown;

  const retry = useCallback(
    (chosen?: BulkActionKind) => {
      setState({ phase: 'starting' });
      void (async () => {
        const action = chosen ?? known;
        if (!action) {
          setState({ phase: 'choosing' });
          return;
        }
        const itemIds = await failedItemIds(client, id);
        if (itemIds.length === 0) {
          setState({ phase: 'started', count: 0 });
          onStarted();
          return;
        }
        const started = await startBulkJob(client, action, { itemIds });
        rememberAction(started.id, action);
        setState({ phase: 'started', count: itemIds.length });
        onStarted();
      })().catch((error: unknown) => {
        console.warn('the retry could not start', error);
        setState({ phase: 'failed' });
      });
    },
    [client, id, known, onStarted],
  );

  return { state, retry };
}
