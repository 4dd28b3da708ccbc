import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../ui/AlertProvider';
import { saveErrorMessage } from './save-error-message';

export interface StrategySave {
  saving: boolean;
  /** The server's message of the last refused Apply, shown until the next one. */
  errorMessage: string | null;
  run: (save: () => Promise<unknown>) => Promise<void>;
}

/** Apply's outcome: 'Strategy updated' as an alert, or the server's message in the card. */
export function useStrategySave(): StrategySave {
  const { t } = useTranslation();
  const showAlert = useAlert();
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  async function run(save: () => Promise<unknown>) {
    setSaving(true);
    setErrorMessage(null);
    try {
      await save();
      showAlert('success', t('strategies.updated'));
    } catch (error) {
      console.warn('strategy not saved', error);
      setErrorMessage(saveErrorMessage(error, t('common.errors.somethingWrong')));
    } finally {
      setSaving(false);
    }
  }

  return { saving, errorMessage, run };
}
