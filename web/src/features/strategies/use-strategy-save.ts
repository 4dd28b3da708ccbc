import { useState } from 'react';
import { useMutation, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../ui/AlertProvider';
import { saveErrorMessage } from './save-error-message';

export interface StrategySave<Variables> {
  saving: boolean;
  /** The server's message of the last refused Apply, shown until the next one. */
  errorMessage: string | null;
  /** Sends the save mutation with its variables (typed by the mutation document). */
  apply: (variables: Variables) => Promise<void>;
}

/**
 * Apply's outcome for one of the save mutations: 'Strategy updated' as an alert, or the server's
 * message in the card. The variables' type is the mutation's own (gql.tada's VariablesOf).
 */
export function useStrategySave<Result, Variables extends OperationVariables>(
  mutation: TypedDocumentNode<Result, Variables>,
): StrategySave<Variables> {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [mutate] = useMutation(mutation);
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  async function apply(variables: Variables) {
    setSaving(true);
    setErrorMessage(null);
    try {
      await mutate({ variables });
      showAlert('success', t('strategies.updated'));
    } catch (error) {
      console.warn('strategy not saved', error);
      setErrorMessage(saveErrorMessage(error, t('common.errors.somethingWrong')));
    } finally {
      setSaving(false);
    }
  }

  return { saving, errorMessage, apply };
}
