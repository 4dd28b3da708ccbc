import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { StyledCardBody, StyledCardFooter, StyledSaveError } from './FormControls';

export interface StrategyCardFrameProps {
  category: { name: string; slug: string };
  saving: boolean;
  /** The server's message of the last refused Apply. */
  errorMessage: string | null;
  /** False while the form cannot be sent (a required number is not one). */
  canApply: boolean;
  onApply: () => void;
  children: ReactNode;
}

/** A strategy card: the category as its title, the form, the refusal message if any, and Apply. */
export function StrategyCardFrame({
  category,
  saving,
  errorMessage,
  canApply,
  onApply,
  children,
}: StrategyCardFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>
          {t(`categories.${category.slug}`, { defaultValue: category.name })}
        </CardTitle>
      </CardHeader>
      <StyledCardBody>{children}</StyledCardBody>
      <StyledCardFooter>
        {errorMessage ? <StyledSaveError role="alert">{errorMessage}</StyledSaveError> : null}
        <Button $variant="primary" disabled={!canApply || saving} onClick={onApply}>
          {saving ? <Spinner /> : null}
          {t('strategies.apply')}
        </Button>
      </StyledCardFooter>
    </Card>
  );
}
