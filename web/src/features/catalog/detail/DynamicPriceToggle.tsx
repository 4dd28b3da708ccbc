import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../graphql';
import { useAlert } from '../../../ui/AlertProvider';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';

export const ToggleDynamicPriceMutation = graphql(`
  mutation ToggleDynamicPrice($itemId: ID!) {
    toggleDynamicPrice(itemId: $itemId) {
      id
      automaticPriceEnabled
    }
  }
`);

/** SPEC §4: the toggle flips using the server's answer; SPEC §8 words success and failure. */
export function DynamicPriceToggle({ itemId, enabled }: { itemId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [toggle, { loading }] = useMutation(ToggleDynamicPriceMutation);

  async function handleClick() {
    try {
      const { data } = await toggle({ variables: { itemId } });
      const nowEnabled = data?.toggleDynamicPrice.automaticPriceEnabled ?? enabled;
      showAlert(
        'success',
        nowEnabled
          ? t('catalogDetail.dynamicPrice.enabled')
          : t('catalogDetail.dynamicPrice.disabled'),
      );
    } catch (error) {
      console.warn('dynamic price toggle failed', error);
      showAlert('error', t('common.errors.somethingWrong'));
    }
  }

  return (
    <Button
      $variant={enabled ? 'danger' : 'primary'}
      disabled={loading}
      onClick={() => void handleClick()}
    >
      {loading ? <Spinner /> : null}
      {enabled ? t('catalogDetail.dynamicPrice.disable') : t('catalogDetail.dynamicPrice.enable')}
    </Button>
  );
}
