import { lazy, Suspense, useEffect, useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { readFragment } from '../../../graphql';
import { InlineError } from '../../../ui/InlineError';
import { Skeleton } from '../../../ui/Skeleton';
import { Spinner } from '../../../ui/Spinner';
import { StyledSaveError } from '../FormControls';
import { itemsChanging } from './preview-figures';
import { StrategyPreviewPanel_preview } from './preview-documents';
import { PreviewCompareTable } from './PreviewCompareTable';
import { PreviewItemList } from './PreviewItemList';
import { PreviewSummary } from './PreviewSummary';
import type { PreviewState } from './use-strategy-preview';

// The chart library (visx) stays out of the strategies screen's first download: the histogram's
// code is fetched when a preview starts, while its answer is awaited.
const loadHistogram = () => import('./ChangeHistogram');
const ChangeHistogram = lazy(() =>
  loadHistogram().then((module) => ({ default: module.ChangeHistogram })),
);

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.borders.default};

  &[data-outdated] [data-preview-summary],
  &[data-outdated] figure {
    opacity: 0.6;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.base};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledUpdating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface StrategyPreviewPanelProps {
  id: string;
  state: Exclude<PreviewState, { status: 'closed' }>;
}

/** The opened preview: its summary, the comparison with the saved strategy, chart and items. */
export function StrategyPreviewPanel({ id, state }: StrategyPreviewPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const updating = state.status === 'loading' || (state.status === 'ready' && state.updating);
  const outdated = state.status === 'ready' && (state.updating || state.incomplete);
  useEffect(() => {
    void loadHistogram();
  }, []);
  return (
    <StyledPanel
      id={id}
      aria-labelledby={titleId}
      aria-busy={updating}
      data-outdated={outdated || undefined}
    >
      <StyledHeader>
        <h3 id={titleId}>{t('strategies.preview.title')}</h3>
        {state.status === 'ready' && state.updating ? (
          <StyledUpdating role="status">
            <Spinner />
            {t('strategies.preview.updating')}
          </StyledUpdating>
        ) : null}
      </StyledHeader>
      <PanelContent state={state} />
    </StyledPanel>
  );
}

function PanelContent({ state }: Pick<StrategyPreviewPanelProps, 'state'>) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'incomplete':
      return <StyledNote>{t('strategies.preview.incomplete')}</StyledNote>;
    case 'unavailable':
      return <StyledNote role="status">{t('strategies.preview.unavailable')}</StyledNote>;
    case 'loading':
      return <Skeleton lines={4} />;
    case 'refused':
      return <StyledSaveError aria-live="polite">{state.message}</StyledSaveError>;
    case 'failed':
      return <InlineError onRetry={state.retry} />;
    case 'ready': {
      const preview = readFragment(StrategyPreviewPanel_preview, state.edited);
      return (
        <>
          {state.incomplete ? <StyledNote>{t('strategies.preview.incomplete')}</StyledNote> : null}
          <PreviewSummary figures={state.figures} marketAt={state.marketAt} />
          {state.saved ? (
            <PreviewCompareTable
              saved={state.saved}
              edited={state.figures}
              currencySymbol={state.currencySymbol}
            />
          ) : null}
          <Suspense fallback={<Skeleton lines={6} />}>
            <ChangeHistogram buckets={preview.changeHistogram} />
          </Suspense>
          <PreviewItemList
            items={state.items}
            currencySymbol={state.currencySymbol}
            changing={itemsChanging(state.figures)}
          />
        </>
      );
    }
  }
}
