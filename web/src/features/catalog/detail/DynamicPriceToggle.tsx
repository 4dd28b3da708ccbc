import { useApolloClient, useMutation } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { graphql, type VariablesOf } from '../../../graphql';
import { useAlert } from '../../../ui/AlertProvider';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { catalogListPreloader } from '../list/catalog-list-preload';

/** The wanted state, not a flip: repeating it after an unclear failure is safe. */
export const UpdateDynamicPricingMutation = graphql(`
  mutation UpdateDynamicPricing($input: UpdateDynamicPricingInput!) {
    updateDynamicPricing(input: $input) {
      dynamicPricing {
        itemId
        enabled
        item {
          id
          automaticPriceEnabled
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type ToggleInput = VariablesOf<typeof UpdateDynamicPricingMutation>['input'];

/** The toggle shows the server's answer; an alert words success or failure. */
export function DynamicPriceToggle({
  itemId,
  enabled,
}: {
  itemId: ToggleInput['itemId'];
  /** The item's current state; a click asks for the other one. */
  enabled: ToggleInput['enabled'];
}) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const client = useApolloClient();
  const [updateDynamicPricing, { loading }] = useMutation(UpdateDynamicPricingMutation, {
    // The answer's `enabled` is the upstream's; `item` may be null when it could not be re-read.
    update(cache, { data }) {
      const answer = data?.updateDynamicPricing?.dynamicPricing;
      if (!answer) return;
      cache.modify({
        id: cache.identify({ __typename: 'CatalogItem', id: answer.itemId }),
        fields: { automaticPriceEnabled: () => answer.enabled },
      });
      // The work-queue counts and the lists filtered by dynamic price changed with it: every
      // catalog list is read from the server when next shown.
      catalogListPreloader(client).changed();
    },
  });

  async function handleClick() {
    try {
      const { data } = await updateDynamicPricing({
        variables: { input: { itemId, enabled: !enabled } },
      });
      const answer = data?.updateDynamicPricing;
      if (!answer?.dynamicPricing || answer.userErrors.length > 0) {
        // Not found, changed meanwhile, the store unreachable: the state shown stays the store's.
        console.warn('dynamic price toggle refused', answer?.userErrors);
        showAlert('error', t('common.errors.somethingWrong'));
        return;
      }
      const nowEnabled = answer.dynamicPricing.enabled;
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
