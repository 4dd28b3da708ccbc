import { useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql, type VariablesOf } from '../../../graphql';
import { useAlert } from '../../../ui/AlertProvider';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';

export const SetDynamicPricingMutation = graphql(`
  mutation SetDynamicPricing($itemId: ID!, $enabled: Boolean!) {
    setDynamicPricing(itemId: $itemId, enabled: $enabled) {
      itemId
      enabled
      item {
        id
        automaticPriceEnabled
      }
    }
  }
`);

/** The toggle shows the server's answer; an alert words success or failure. */
export function DynamicPriceToggle({
  itemId,
  enabled,
}: {
  itemId: VariablesOf<typeof SetDynamicPricingMutation>['itemId'];
  /** The item's current state; a click asks for the other one. */
  enabled: VariablesOf<typeof SetDynamicPricingMutation>['enabled'];
}) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [setDynamicPricing, { loading }] = useMutation(SetDynamicPricingMutation, {
    // The answer's `enabled` is the upstream's; `item` may be null when it could not be re-read.
    update(cache, { data }) {
      const answer = data?.setDynamicPricing;
      if (!answer) return;
      cache.modify({
        id: cache.identify({ __typename: 'CatalogItem', id: answer.itemId }),
        fields: { automaticPriceEnabled: () => answer.enabled },
      });
    },
  });

  async function handleClick() {
    try {
      // The wanted state, not a flip: repeating it after an unclear failure is safe.
      const { data } = await setDynamicPricing({ variables: { itemId, enabled: !enabled } });
      const nowEnabled = data?.setDynamicPricing.enabled ?? enabled;
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
