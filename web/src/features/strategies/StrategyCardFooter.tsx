import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { StyledCardFooter, StyledSaveError } from './FormControls';

export interface StrategyCardFooterProps {
  saving: boolean;
  /** The server's message of the last refused Apply. */
  errorMessage: string | null;
  /** False while the form cannot be sent (a required number is not one). */
  canApply: boolean;
  onApply: () => void;
}

/** A strategy card's footer: the refusal message, if any, and Apply. */
export function StrategyCardFooter({
  saving,
  errorMessage,
  canApply,
  onApply,
}: StrategyCardFooterProps) {
  const { t } = useTranslation();
  return (
    <StyledCardFooter>
      {errorMessage ? <StyledSaveError role="alert">{errorMessage}</StyledSaveError> : null}
      <Button $variant="primary" disabled={!canApply || saving} onClick={onApply}>
        {saving ? <Spinner /> : null}
        {t('strategies.apply')}
      </Button>
    </StyledCardFooter>
  );
}
