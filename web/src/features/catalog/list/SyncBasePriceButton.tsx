import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { useAlert } from '../../../ui/AlertProvider';
import { IconButton } from '../../../ui/IconButton';

export const SyncBasePriceMutation = graphql(`
  mutation SyncBasePrice($itemId: ID!) {
    syncBasePrice(itemId: $itemId) {
      id
      price
      basePrice
      belowBasePrice
    }
  }
`);

/** SPEC §2: offered when price < base price; the answer replaces the row's prices in the cache. */
export function SyncBasePriceButton({ itemId }: { itemId: string }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [syncBasePrice, { loading }] = useMutation(SyncBasePriceMutation);

  async function handleClick() {
    try {
      await syncBasePrice({ variables: { itemId } });
      showAlert('success', t('catalog.syncBasePrice.success'));
    } catch (error) {
      console.warn('sync base price failed', error);
      showAlert('error', t('common.errors.somethingWrong'));
    }
  }

  return (
    <IconButton
      icon="sync"
      compact
      label={t('catalog.syncBasePrice.action')}
      disabled={loading}
      onClick={() => void handleClick()}
    />
  );
}
