import { useTranslation } from 'react-i18next';
import { useAlert } from '../../ui/AlertProvider';
import { failureOf } from './token-errors';
import { useRevokeApiToken } from './use-api-token-mutations';

/**
 * Revokes a token and says so in an alert. A token that is already gone (revoked in another tab)
 * is not an error: the list is read again (`onGone`) so it shows what is left.
 */
export function useRevokeWithAlert(onGone: () => void) {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const { revoke } = useRevokeApiToken();
  return async function revokeToken(token: { id: string; name: string }) {
    try {
      await revoke(token.id);
      showAlert('success', t('apiTokens.revoked', { name: token.name }));
    } catch (error) {
      console.warn('API token not revoked', error);
      const reason = failureOf(error);
      if (reason === 'notFound') {
        showAlert('success', t('apiTokens.alreadyRevoked', { name: token.name }));
        onGone();
        return;
      }
      showAlert('error', t(`apiTokens.failures.${reason}`));
    }
  };
}
