import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { useAlert } from '../../../ui/AlertProvider';

/** A failure (not found, the store unreachable) is in userErrors. */
export const SyncItemBasePriceMutation = graphql(`
  mutation SyncItemBasePrice($input: SyncItemBasePriceInput!) {
    syncItemBasePrice(input: $input) {
      item {
        id
        price
        basePrice
        belowBasePrice
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const NOTHING_SYNCING: ReadonlySet<string> = new Set();

/**
 * The sync-base-price action for a whole table: `sync(itemId)` is one stable function
 * for every row, and `syncing` holds the items whose sync is under way (their buttons are
 * disabled). The answer replaces the item's prices in the cache; an alert says how it went, and
 * `onSynced` runs (the list's counts and filters are read again).
 */
export function useSyncBasePrice(
  /** Stable across renders (a new one renders every row again). */
  onSynced?: () => void,
): {
  syncing: ReadonlySet<string>;
  sync: (itemId: string) => void;
} {
  const client = useApolloClient();
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [syncing, setSyncing] = useState(NOTHING_SYNCING);

  const sync = useCallback(
    (itemId: string) => {
      const mark = (on: boolean) =>
        setSyncing((current) => {
          const next = new Set(current);
          if (on) next.add(itemId);
          else next.delete(itemId);
          return next;
        });
      mark(true);
      client
        .mutate({ mutation: SyncItemBasePriceMutation, variables: { input: { itemId } } })
        .then(
          ({ data }) => {
            const answer = data?.syncItemBasePrice;
            if (answer?.item && answer.userErrors.length === 0) {
              showAlert('success', t('catalog.syncBasePrice.success'));
              onSynced?.();
              return;
            }
            console.warn('sync base price refused', answer?.userErrors);
            showAlert('error', t('common.errors.somethingWrong'));
          },
          (error: unknown) => {
            console.warn('sync base price failed', error);
            showAlert('error', t('common.errors.somethingWrong'));
          },
        )
        .finally(() => mark(false));
    },
    [client, showAlert, t, onSynced],
  );

  return { syncing, sync };
}
