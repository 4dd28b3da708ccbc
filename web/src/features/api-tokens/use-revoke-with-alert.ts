import { useTranslation } from 'react-i18next';
import { useAlert } from '../../ui/AlertProvider';
import { failureOf, revokeFailureOf, type TokenFailure } from './token-errors';
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
    let reason: TokenFailure;
    try {
      const refused = await revoke(token.id);
      if (refused.length === 0) {
        showAlert('success', t('apiTokens.revoked', { name: token.name }));
        return;
      }
      console.warn('API token not revoked', refused);
      reason = revokeFailureOf(refused);
    } catch (error) {
      console.warn('API token not revoked', error);
      reason = failureOf(error);
    }
    if (reason === 'notFound') {
      showAlert('success', t('apiTokens.alreadyRevoked', { name: token.name }));
      onGone();
      return;
    }
    showAlert('error', t(`apiTokens.failures.${reason}`));
  };
}
