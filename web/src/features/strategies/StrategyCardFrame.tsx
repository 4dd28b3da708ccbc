import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/format-date';
import { Button } from '../../ui/Button';
import { Card, CardHeader, CardTitle } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { ConfirmDialog } from '../catalog/bulk-actions/ConfirmDialog';
import {
  StyledCardBody,
  StyledCardFooter,
  StyledSaveError,
  StyledSaveErrorLine,
} from './FormControls';
import { itemsChanging } from './preview/preview-figures';
import { formatCount } from '../../format/format-count';
import { previewSentence } from './preview/preview-sentences';
import { StrategyPreviewPanel } from './preview/StrategyPreviewPanel';
import type { PreviewState, StrategyPreview } from './preview/use-strategy-preview';
import type { StrategySave } from './use-strategy-save';

export interface StrategyCardFrameProps<Input> {
  category: { id: string; name: string; slug: string };
  /** The card's save mutation (useStrategySave). */
  save: StrategySave<Input>;
  /** What Apply sends for the category; null while the form cannot be sent. */
  input: Input | null;
  /** The preview of what the form would do (useStrategyPreview). */
  preview: StrategyPreview;
  children: ReactNode;
}

/**
 * A strategy card: the category as its title, the form, the preview when opened, the refusal
 * message if any, and Apply.
 */
export function StrategyCardFrame<Input>({
  category,
  save,
  input,
  preview,
  children,
}: StrategyCardFrameProps<Input>) {
  const { t } = useTranslation();
  const id = useId();
  const previewId = `${id}-preview`;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>
          {t(`categories.${category.slug}`, { defaultValue: category.name })}
        </CardTitle>
      </CardHeader>
      <StyledCardBody>
        {children}
        {preview.state.status === 'closed' ? null : (
          <StrategyPreviewPanel id={previewId} state={preview.state} />
        )}
      </StyledCardBody>
      <StyledCardFooter>
        {save.errorMessages.length > 0 ? (
          <StyledSaveError role="alert">
            {save.errorMessages.map((message) => (
              <StyledSaveErrorLine key={message}>{message}</StyledSaveErrorLine>
            ))}
          </StyledSaveError>
        ) : null}
        <Button
          aria-expanded={preview.open}
          aria-controls={preview.open ? previewId : undefined}
          onClick={preview.toggle}
        >
          {preview.open ? t('strategies.preview.hide') : t('strategies.preview.open')}
        </Button>
        <ApplyButton
          disabled={input === null || save.saving}
          saving={save.saving}
          preview={preview.state}
          onApply={() => {
            if (input !== null) void save.apply(category.id, input);
          }}
        />
      </StyledCardFooter>
    </Card>
  );
}

interface ApplyButtonProps {
  disabled: boolean;
  saving: boolean;
  preview: PreviewState;
  onApply: () => void;
}

/**
 * Apply. With a preview of the form on screen it first asks with the preview's figure ("Apply to
 * 312 items?"); without one (closed, unavailable, still updating) it applies as it always has.
 */
function ApplyButton({ disabled, saving, preview, onApply }: ApplyButtonProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const known =
    preview.status === 'ready' && !preview.updating && !preview.incomplete ? preview : null;
  const changing = known ? itemsChanging(known.figures) : 0;
  const value = formatCount(changing, i18n.language);
  return (
    <>
      <Button
        $variant="primary"
        disabled={disabled}
        onClick={() => (known ? setConfirming(true) : onApply())}
      >
        {saving ? <Spinner /> : null}
        {t('strategies.apply')}
      </Button>
      {confirming && known ? (
        <ConfirmDialog
          title={t('strategies.preview.confirm.title', { count: changing, value })}
          confirmLabel={t('strategies.preview.confirm.action', { count: changing, value })}
          cancelLabel={t('strategies.preview.confirm.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onApply();
          }}
        >
          {`${previewSentence(known.figures, t, i18n.language)}. ${t(
            'strategies.preview.confirm.basis',
            { date: formatDateTime(known.marketAt, i18n.language) },
          )}`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
