import { useCallback, useState } from 'react';
import { useApolloClient, type ApolloClient, type ApolloQueryResult } from '@apollo/client';
import type { ResultOf } from '../../graphql';
import { startBulkJob, type BulkActionKind } from '../catalog/bulk-actions/bulk-jobs';
import { rememberAction, rememberedAction } from '../catalog/bulk-actions/job-actions';
import { JobAskedStateQuery, JobFailedItemIdsQuery } from './job-documents';
import type { JobKind } from './job-texts';

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
 * The action a bulk job ran: as this browser started it, else (dynamic pricing started elsewhere)
 * the state an item shows after the job; null when no item says it.
 */
async function actionOf(
  client: Client,
  job: { id: string; kind: JobKind },
): Promise<BulkActionKind | null> {
  const remembered = rememberedAction(job);
  if (remembered !== 'dynamicEither') return remembered;
  const { data } = await client.query({
    query: JobAskedStateQuery,
    variables: { id: job.id },
    fetchPolicy: 'network-only',
  });
  const item = data.job?.done.edges[0]?.node ?? data.job?.already.edges[0]?.node;
  const enabled = item?.automaticPriceEnabled;
  if (enabled === true) return 'dynamicOn';
  if (enabled === false) return 'dynamicOff';
  return null;
}

/**
 * Retry of a finished bulk job's failed items: one new job over just those items, with the same
 * action. `onStarted` runs once the new job exists (the list is read again to show it).
 */
export function useRetryFailed(job: { id: string; kind: JobKind }, onStarted: () => void) {
  const client = useApolloClient();
  const [state, setState] = useState<RetryState>({ phase: 'idle' });
  const { id, kind } = job;

  const retry = useCallback(
    (chosen?: BulkActionKind) => {
      setState({ phase: 'starting' });
      void (async () => {
        const action = chosen ?? (await actionOf(client, { id, kind }));
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
    [client, id, kind, onStarted],
  );

  return { state, retry };
}
