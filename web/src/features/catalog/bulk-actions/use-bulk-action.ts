import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { ApolloError, useApolloClient, type ApolloClient } from '@apollo/client';
import { isErrorCode, type ErrorCode } from '@refurb/contract';
import { errorCodeOf } from '../../../graphql-errors';
import { readFragment, type ResultOf, type VariablesOf } from '../../../graphql';
import {
  BulkJob_fields,
  BulkSetDynamicPricingMutation,
  BulkSyncBasePriceMutation,
  CatalogItemIdsQuery,
} from './bulk-action-documents';

export type BulkActionKind = 'dynamicOn' | 'dynamicOff' | 'syncBasePrice';

export type BulkItemResult = ResultOf<typeof BulkJob_fields>['results'][number];

/** What the bulk action is doing, for the bar, the dialog, the progress and the summary. */
export type BulkRun =
  | { phase: 'idle' }
  | { phase: 'preparing'; action: BulkActionKind }
  | { phase: 'confirming'; action: BulkActionKind; itemIds: string[] }
  | {
      phase: 'running';
      action: BulkActionKind;
      total: number;
      processed: number;
    }
  | { phase: 'finished'; action: BulkActionKind; results: BulkItemResult[] }
  /** The action could not start (its items could not be listed, or they are too many). */
  | { phase: 'refused'; action: BulkActionKind; reason: RefusalReason };

export type RefusalReason = { kind: 'tooMany'; matching: number; max: number } | { kind: 'failed' };

export type CatalogFilterVariable = VariablesOf<typeof CatalogItemIdsQuery>['filter'];

/** Items sent per mutation call: small enough for steady progress, large enough to be quick. */
export const BULK_CHUNK_SIZE = 25;
/** More items than this need a confirmation first. */
export const CONFIRM_ABOVE = 20;

export interface BulkActions {
  run: BulkRun;
  /** Starts an action on these ids, or on every item the filter matches. */
  start: (
    action: BulkActionKind,
    target: { itemIds: string[] } | { filter: CatalogFilterVariable },
  ) => void;
  confirm: () => void;
  /** Closes the dialog or the summary. */
  dismiss: () => void;
  /** Runs the finished action again for one item (a failed one) and updates its result. */
  retry: (itemId: string) => void;
  /** Items whose retry is under way. */
  retrying: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Runs a bulk action in chunks of BULK_CHUNK_SIZE ids, one mutation call after the other, so the
 * progress is known and any BFF replica can serve any chunk (docs/work-queue-and-bulk-actions.md).
 * A chunk whose call fails as a whole marks its items FAILED (each can be retried). Rows in the
 * cache take their new state as chunks finish; `onFinished` runs once the whole job has.
 */
export function useBulkAction(onFinished: () => void): BulkActions {
  const client = useApolloClient();
  const [run, setRun] = useState<BulkRun>({ phase: 'idle' });
  const busy = useRef(false);

  const execute = useCallback(
    async (action: BulkActionKind, itemIds: string[]) => {
      busy.current = true;
      const results: BulkItemResult[] = [];
      setRun({ phase: 'running', action, total: itemIds.length, processed: 0 });
      for (let first = 0; first < itemIds.length; first += BULK_CHUNK_SIZE) {
        const chunk = itemIds.slice(first, first + BULK_CHUNK_SIZE);
        const chunkResults = await runChunk(client, action, chunk);
        results.push(...chunkResults);
        setRun({ phase: 'running', action, total: itemIds.length, processed: results.length });
        // Signed out: the app goes to sign-in; the other items are not sent.
        if (chunkResults.some((result) => failureCodeOf(result) === 'UNAUTHENTICATED')) {
          results.push(...failedResults(itemIds.slice(first + BULK_CHUNK_SIZE), 'UNAUTHENTICATED'));
          break;
        }
      }
      busy.current = false;
      setRun({ phase: 'finished', action, results });
      onFinished();
    },
    [client, onFinished],
  );

  const start = useCallback<BulkActions['start']>(
    (action, target) => {
      if (busy.current) return;
      if ('itemIds' in target) {
        if (target.itemIds.length > CONFIRM_ABOVE) {
          setRun({ phase: 'confirming', action, itemIds: target.itemIds });
        } else {
          void execute(action, target.itemIds);
        }
        return;
      }
      busy.current = true;
      setRun({ phase: 'preparing', action });
      client
        .query({
          query: CatalogItemIdsQuery,
          variables: { filter: target.filter },
          fetchPolicy: 'network-only',
        })
        .then(
          ({ data }) => {
            busy.current = false;
            const itemIds = data.catalogItemIds.ids;
            if (itemIds.length > CONFIRM_ABOVE) setRun({ phase: 'confirming', action, itemIds });
            else void execute(action, itemIds);
          },
          (error: unknown) => {
            busy.current = false;
            setRun({ phase: 'refused', action, reason: refusalOf(error) });
          },
        );
    },
    [client, execute],
  );

  const confirm = useCallback(() => {
    if (run.phase === 'confirming') void execute(run.action, run.itemIds);
  }, [run, execute]);

  const dismiss = useCallback(() => {
    if (!busy.current) setRun({ phase: 'idle' });
  }, []);

  const { retry, retrying } = useRetry(client, run, setRun, onFinished);

  return { run, start, confirm, dismiss, retry, retrying };
}

/** Retry of one failed item of a finished action: its result is replaced by the new one. */
function useRetry(
  client: ApolloClient<object>,
  run: BulkRun,
  setRun: Dispatch<SetStateAction<BulkRun>>,
  onFinished: () => void,
) {
  const [retrying, setRetrying] = useState(NONE);
  const retry = useCallback(
    (itemId: string) => {
      if (run.phase !== 'finished') return;
      const { action } = run;
      const mark = (on: boolean) =>
        setRetrying((current) => {
          const next = new Set(current);
          if (on) next.add(itemId);
          else next.delete(itemId);
          return next;
        });
      mark(true);
      void runChunk(client, action, [itemId]).then(([result]) => {
        mark(false);
        if (!result) return;
        setRun((current) =>
          current.phase === 'finished' && current.action === action
            ? {
                ...current,
                results: current.results.map((entry) =>
                  entry.itemId === itemId ? { ...result, name: result.name ?? entry.name } : entry,
                ),
              }
            : current,
        );
        if (result.status !== 'FAILED') onFinished();
      });
    },
    [client, run, setRun, onFinished],
  );
  return { retry, retrying };
}

/** One mutation call for `itemIds`; a call that fails as a whole fails each of its items. */
async function runChunk(
  client: ApolloClient<object>,
  action: BulkActionKind,
  itemIds: string[],
): Promise<BulkItemResult[]> {
  try {
    const results =
      action === 'syncBasePrice'
        ? readFragment(
            BulkJob_fields,
            (
              await client.mutate({
                mutation: BulkSyncBasePriceMutation,
                variables: { target: { itemIds } },
              })
            ).data?.bulkSyncBasePrice,
          )?.results
        : readFragment(
            BulkJob_fields,
            (
              await client.mutate({
                mutation: BulkSetDynamicPricingMutation,
                variables: { target: { itemIds }, enabled: action === 'dynamicOn' },
              })
            ).data?.bulkSetDynamicPricing,
          )?.results;
    if (!results) throw new Error('no bulk job in the answer');
    for (const result of results) writeToCache(client, action, result);
    return results;
  } catch (error) {
    console.warn('bulk action chunk failed', error);
    return failedResults(itemIds, callFailureOf(error));
  }
}

function failedResults(itemIds: readonly string[], errorCode: BulkFailureCode): BulkItemResult[] {
  return itemIds.map((itemId) => ({
    __typename: 'BulkItemResult' as const,
    itemId,
    status: 'FAILED' as const,
    name: null,
    errorCode,
    message: null,
    automaticPriceEnabled: null,
    price: null,
    basePrice: null,
  }));
}

/** The row in the cache takes the state the action left it in (known for DONE and ALREADY). */
function writeToCache(
  client: ApolloClient<object>,
  action: BulkActionKind,
  result: BulkItemResult,
) {
  if (result.status === 'FAILED') return;
  const id = client.cache.identify({ __typename: 'CatalogItem', id: result.itemId });
  if (!id) return;
  if (action === 'syncBasePrice') {
    const { price, basePrice } = result;
    if (basePrice === null) return;
    client.cache.modify({
      id,
      fields: {
        basePrice: () => basePrice,
        belowBasePrice: () => price !== null && price < basePrice,
      },
    });
  } else if (result.automaticPriceEnabled !== null) {
    const enabled = result.automaticPriceEnabled;
    client.cache.modify({ id, fields: { automaticPriceEnabled: () => enabled } });
  }
}

/** Why an item failed: a code of the BFF's, or NETWORK when no answer came. */
export type BulkFailureCode = ErrorCode | 'NETWORK';

/** An item's failure as sent by the BFF (or set here), typed; null when it did not fail. */
export function failureCodeOf(result: Pick<BulkItemResult, 'errorCode'>): BulkFailureCode | null {
  const code = result.errorCode;
  if (code === 'NETWORK' || isErrorCode(code)) return code;
  return code === null ? null : 'INTERNAL_SERVER_ERROR';
}

/** A mutation call that failed as a whole: its first code, or NETWORK when no answer came. */
function callFailureOf(error: unknown): BulkFailureCode {
  const code = errorCodeOf(error);
  if (code) return code;
  return error instanceof ApolloError && error.graphQLErrors.length > 0
    ? 'INTERNAL_SERVER_ERROR'
    : 'NETWORK';
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
