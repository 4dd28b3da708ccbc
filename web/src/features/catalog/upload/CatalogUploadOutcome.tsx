import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readFragment } from '../../../graphql';
import { Icon, type IconName } from '../../../ui/Icon';
import { IconButton } from '../../../ui/IconButton';
import { CatalogUploadOutcome_report } from './catalog-upload-outcome-report';
import { UploadReportSummary } from './UploadReportSummary';
import { UploadRowErrors } from './UploadRowErrors';
import { type CatalogUploadOutcomeState, type UploadOutcome } from './upload-outcome';

type Tone = 'success' | 'warning' | 'danger';

const toneIcons: Record<Tone, IconName> = { success: 'check', warning: 'alert', danger: 'alert' };

// Always in the page so its status region exists before an outcome is written into it (a live
// region added together with its text is not reliably announced); without an outcome it takes
// no room and shows nothing. In the page header's wrapping row it takes a line of its own.
const StyledPanel = styled.section`
  flex: 1 1 100%;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.borders.default};
  border-left-width: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;

  &[data-tone='success'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    border-left-color: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    border-left-color: ${({ theme }) => theme.colors.danger};
  }
  &:not([data-tone]) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
`;

const StyledTop = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const StyledToneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme }) => theme.sizes.control};
  height: ${({ theme }) => theme.sizes.control};
  border-radius: ${({ theme }) => theme.radii.pill};

  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const StyledStatus = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  flex: 1;
  min-width: 0;
`;

// As tall as the tone icon beside it, so a one-line title is centred on it and a long file name
// wraps with ordinary line spacing.
const StyledTitle = styled.h2`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;

  &[data-muted] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function toneOf(outcome: UploadOutcome, failed: number): Tone {
  if (outcome.kind === 'refused') return 'danger';
  return failed > 0 ? 'warning' : 'success';
}

export interface CatalogUploadOutcomeProps {
  state: CatalogUploadOutcomeState;
}

/**
 * The outcome of the last catalog upload, under the catalog header: the counts and the refused
 * rows of a processed file (with their CSV error report), or why a whole file was refused.
 * Announced politely to screen readers, dismissed with its close button or Escape.
 */
export function CatalogUploadOutcome({ state }: CatalogUploadOutcomeProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { outcome, dismiss } = state;
  const report =
    outcome?.kind === 'processed' && outcome.report
      ? readFragment(CatalogUploadOutcome_report, outcome.report)
      : null;
  const tone = outcome ? toneOf(outcome, report?.failed ?? 0) : undefined;

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !outcome) return;
    event.stopPropagation();
    dismiss();
  }

  return (
    <StyledPanel
      data-tone={tone}
      aria-labelledby={outcome ? titleId : undefined}
      onKeyDown={handleKeyDown}
    >
      <StyledTop>
        {tone ? (
          <StyledToneIcon data-tone={tone}>
            <Icon name={toneIcons[tone]} />
          </StyledToneIcon>
        ) : null}
        <StyledStatus
          role="status"
          aria-live="polite"
          aria-label={t('catalog.upload.outcome.regionLabel')}
        >
          {outcome ? (
            <StyledTitle id={titleId}>
              {outcome.kind === 'refused'
                ? t('catalog.upload.outcome.refusedTitle', { filename: outcome.filename })
                : t('catalog.upload.outcome.processedTitle', { filename: outcome.filename })}
            </StyledTitle>
          ) : null}
          {outcome?.kind === 'refused' ? (
            <>
              <StyledText>{outcome.reason}</StyledText>
              <StyledText data-muted="">{t('catalog.upload.outcome.nothingApplied')}</StyledText>
            </>
          ) : null}
          {outcome?.kind === 'processed' && !report ? (
            <StyledText data-muted="">{t('catalog.upload.outcome.noDetails')}</StyledText>
          ) : null}
          {report ? <UploadReportSummary report={report} /> : null}
        </StyledStatus>
        {outcome ? (
          <IconButton icon="close" label={t('catalog.upload.outcome.dismiss')} onClick={dismiss} />
        ) : null}
      </StyledTop>
      {outcome && report && report.rowErrors.length > 0 ? (
        <UploadRowErrors
          rows={report.rowErrors}
          total={report.rowErrorsTotal}
          uploadedFilename={outcome.filename}
        />
      ) : null}
    </StyledPanel>
  );
}
