import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { StyledCardBody, StyledCardFooter, StyledSaveError } from './FormControls';
import type { StrategySave } from './use-strategy-save';

export interface StrategyCardFrameProps<Input> {
  category: { id: string; name: string; slug: string };
  /** The card's save mutation (useStrategySave). */
  save: StrategySave<{ categoryId: string; input: Input }>;
  /** What Apply sends for the category; null while the form cannot be sent. */
  input: Input | null;
  children: ReactNode;
}

/** A strategy card: the category as its title, the form, the refusal message if any, and Apply. */
export function StrategyCardFrame<Input>({
  category,
  save,
  input,
  children,
}: StrategyCardFrameProps<Input>) {
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
        {save.errorMessage ? (
          <StyledSaveError role="alert">{save.errorMessage}</StyledSaveError>
        ) : null}
        <Button
          $variant="primary"
          disabled={input === null || save.saving}
          onClick={() => {
            if (input !== null) void save.apply({ categoryId: category.id, input });
          }}
        >
          {save.saving ? <Spinner /> : null}
          {t('strategies.apply')}
        </Button>
      </StyledCardFooter>
    </Card>
  );
}
