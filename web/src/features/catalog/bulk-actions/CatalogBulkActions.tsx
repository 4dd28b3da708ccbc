import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { numberFormat } from '../../../format/number-format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from './ConfirmDialog';
import {
  type BulkActionKind,
  type BulkActions,
  type BulkItemResult,
  type BulkRun,
  type CatalogFilterVariable,
  failureCodeOf,
} from './use-bulk-action';
import { type CatalogSelection } from './use-catalog-selection';

// White, so muted text keeps its contrast; an accent on the left edge marks the bar.
const StyledRegion = styled.div`
  border-bottom: ${({ theme }) => theme.borders.default};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[data-tone='result'] {
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.borderStrong};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
`;

const StyledCount = styled.strong`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSpacer = styled.span`
  flex: 1 1 auto;
`;

/** The action buttons: at the row's end on a wide screen, their own left-aligned lines on a phone. */
const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-left: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    justify-content: flex-start;
    margin-left: 0;
  }
`;

const StyledLinkButton = styled.button.attrs({ type: 'button' })`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const StyledProgress = styled.progress`
  flex: 1 1 160px;
  max-width: 320px;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledFailures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  list-style: none;
  max-height: 240px;
  overflow: auto;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .reason {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface CatalogBulkActionsProps {
  selection: CatalogSelection;
  /** Items matching the current filter (the list's total). */
  totalMatching: number;
  filter: CatalogFilterVariable;
  bulk: BulkActions;
  /** Names of the rows loaded in the list, for results the answer does not name. */
  nameOf: (itemId: string) => string | null;
}

/**
 * The bulk-action bar above the catalog table (when rows are selected), the confirmation before
 * changing more than 20 items, the progress while a job runs and its result with a Retry per
 * failed item (docs/work-queue-and-bulk-actions.md).
 */
export function CatalogBulkActions({
  selection,
  totalMatching,
  filter,
  bulk,
  nameOf,
}: CatalogBulkActionsProps) {
  const { t, i18n } = useTranslation();
  const format = (value: number) => numberFormat(i18n.language, {}).format(value);
  const { run } = bulk;
  const selectedCount = selection.allMatching ? totalMatching : selection.ids.size;

  function start(action: BulkActionKind) {
    bulk.start(action, selection.allMatching ? { filter } : { itemIds: [...selection.ids] });
  }

  return (
    <>
      {run.phase === 'confirming' ? (
        <ConfirmDialog
          title={confirmTitle(t, run.action, format(run.itemIds.length), run.itemIds.length)}
          confirmLabel={confirmLabel(t, run.action, format(run.itemIds.length), run.itemIds.length)}
          cancelLabel={t('catalog.bulk.cancel')}
          onConfirm={bulk.confirm}
          onCancel={bulk.dismiss}
        >
          {confirmBody(t, run.action)}
        </ConfirmDialog>
      ) : null}

      <div role="status" className="visually-hidden">
        {announcement(t, run, format)}
      </div>
      {run.phase === 'preparing' || run.phase === 'running' ? (
        <StyledRegion>
          <StyledRow>
            <span>{progressText(t, run, format)}</span>
            {run.phase === 'running' ? (
              <StyledProgress
                max={run.total}
                value={run.processed}
                aria-label={t('catalog.bulk.progressLabel')}
              />
            ) : null}
          </StyledRow>
        </StyledRegion>
      ) : null}
      {run.phase === 'finished' ? (
        <BulkResult run={run} bulk={bulk} nameOf={nameOf} format={format} />
      ) : null}
      {run.phase === 'refused' ? (
        <StyledRegion data-tone="result">
          <StyledRow>
            <span>{refusalText(t, run.reason, format)}</span>
            <StyledSpacer />
            <Button $size="sm" $variant="ghost" onClick={bulk.dismiss}>
              {t('common.close')}
            </Button>
          </StyledRow>
        </StyledRegion>
      ) : null}

      {selectedCount > 0 && run.phase !== 'running' && run.phase !== 'preparing' ? (
        <StyledRegion role="region" aria-label={t('catalog.bulk.barLabel')}>
          <StyledRow>
            <StyledCount>
              {selection.allMatching
                ? t('catalog.bulk.allSelected', {
                    count: totalMatching,
                    total: format(totalMatching),
                  })
                : t('catalog.bulk.selected', {
                    count: selectedCount,
                    selected: format(selectedCount),
                  })}
            </StyledCount>
            {!selection.allMatching && totalMatching > selectedCount ? (
              <StyledLinkButton onClick={selection.selectAllMatching}>
                {t('catalog.bulk.selectAllMatching', {
                  count: totalMatching,
                  total: format(totalMatching),
                })}
              </StyledLinkButton>
            ) : null}
            <StyledActions>
              <Button $size="sm" onClick={() => start('dynamicOn')}>
                {t('catalog.bulk.actions.dynamicOn')}
              </Button>
              <Button $size="sm" onClick={() => start('dynamicOff')}>
                {t('catalog.bulk.actions.dynamicOff')}
              </Button>
              <Button $size="sm" onClick={() => start('syncBasePrice')}>
                {t('catalog.bulk.actions.syncBasePrice')}
              </Button>
              <Button $size="sm" $variant="ghost" onClick={selection.clear}>
                {t('catalog.bulk.clear')}
              </Button>
            </StyledActions>
          </StyledRow>
        </StyledRegion>
      ) : null}
    </>
  );
}

function BulkResult({
  run,
  bulk,
  nameOf,
  format,
}: {
  run: Extract<BulkRun, { phase: 'finished' }>;
  bulk: BulkActions;
  nameOf: (itemId: string) => string | null;
  format: (value: number) => string;
}) {
  const { t } = useTranslation();
  const failed = run.results.filter((result) => result.status === 'FAILED');
  return (
    <StyledRegion data-tone="result" aria-label={t('catalog.bulk.resultLabel')} role="region">
      <StyledRow>
        <StyledCount>{resultText(t, run, format)}</StyledCount>
        <StyledSpacer />
        <Button $size="sm" $variant="ghost" onClick={bulk.dismiss}>
          {t('common.close')}
        </Button>
      </StyledRow>
      {failed.length > 0 ? (
        <StyledFailures aria-label={t('catalog.bulk.failedItems')}>
          {failed.map((result) => {
            const name =
              result.name ?? nameOf(result.itemId) ?? t('catalog.bulk.item', { id: result.itemId });
            return (
              <li key={result.itemId}>
                <Link to={`/dashboard/catalog/${result.itemId}`}>{name}</Link>
                <span className="reason">{failureReason(t, result)}</span>
                <Button
                  $size="sm"
                  disabled={bulk.retrying.has(result.itemId)}
                  onClick={() => bulk.retry(result.itemId)}
                  aria-label={t('catalog.bulk.retryItem', { name })}
                >
                  {t('common.retry')}
                </Button>
              </li>
            );
          })}
        </StyledFailures>
      ) : null}
    </StyledRegion>
  );
}

/** "38 turned off · 2 already off · 1 failed" */
function resultText(
  t: TFunction,
  run: Extract<BulkRun, { phase: 'finished' }>,
  format: (value: number) => string,
): string {
  const count = (status: BulkItemResult['status']) =>
    run.results.filter((result) => result.status === status).length;
  const done = count('DONE');
  const already = count('ALREADY');
  const failed = count('FAILED');
  return [
    doneText(t, run.action, done, format(done)),
    alreadyText(t, run.action, already, format(already)),
    ...(failed > 0
      ? [t('catalog.bulk.result.failed', { count: failed, value: format(failed) })]
      : []),
  ].join(' · ');
}

function refusalText(
  t: TFunction,
  reason: Extract<BulkRun, { phase: 'refused' }>['reason'],
  format: (value: number) => string,
): string {
  return reason.kind === 'tooMany'
    ? t('catalog.bulk.tooMany', { matching: format(reason.matching), max: format(reason.max) })
    : t('catalog.bulk.couldNotStart');
}

/** What the status region says: the job starting and how it ended (not every chunk). */
function announcement(t: TFunction, run: BulkRun, format: (value: number) => string): string {
  switch (run.phase) {
    case 'preparing':
      return t('catalog.bulk.preparing');
    case 'running':
      return progressText(t, { ...run, processed: 0 }, format);
    case 'finished':
      return resultText(t, run, format);
    case 'refused':
      return refusalText(t, run.reason, format);
    default:
      return '';
  }
}

function progressText(
  t: TFunction,
  run: Extract<BulkRun, { phase: 'preparing' | 'running' }>,
  format: (value: number) => string,
): string {
  if (run.phase === 'preparing') return t('catalog.bulk.preparing');
  const values = { done: format(run.processed), total: format(run.total) };
  switch (run.action) {
    case 'dynamicOn':
      return t('catalog.bulk.progress.dynamicOn', values);
    case 'dynamicOff':
      return t('catalog.bulk.progress.dynamicOff', values);
    case 'syncBasePrice':
      return t('catalog.bulk.progress.syncBasePrice', values);
  }
}

function confirmTitle(t: TFunction, action: BulkActionKind, value: string, count: number) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.confirm.dynamicOn.title', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.confirm.dynamicOff.title', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.confirm.syncBasePrice.title', { count, value });
  }
}

function confirmBody(t: TFunction, action: BulkActionKind) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.confirm.dynamicOn.body');
    case 'dynamicOff':
      return t('catalog.bulk.confirm.dynamicOff.body');
    case 'syncBasePrice':
      return t('catalog.bulk.confirm.syncBasePrice.body');
  }
}

function confirmLabel(t: TFunction, action: BulkActionKind, value: string, count: number) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.confirm.dynamicOn.action', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.confirm.dynamicOff.action', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.confirm.syncBasePrice.action', { count, value });
  }
}

function doneText(t: TFunction, action: BulkActionKind, count: number, value: string) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.result.dynamicOn.done', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.result.dynamicOff.done', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.result.syncBasePrice.done', { count, value });
  }
}

function alreadyText(t: TFunction, action: BulkActionKind, count: number, value: string) {
  switch (action) {
    case 'dynamicOn':
      return t('catalog.bulk.result.dynamicOn.already', { count, value });
    case 'dynamicOff':
      return t('catalog.bulk.result.dynamicOff.already', { count, value });
    case 'syncBasePrice':
      return t('catalog.bulk.result.syncBasePrice.already', { count, value });
  }
}

function failureReason(t: TFunction, result: BulkItemResult): string {
  switch (failureCodeOf(result)) {
    case 'NOT_FOUND':
      return t('catalog.bulk.failure.notFound');
    case 'UPSTREAM_UNAVAILABLE':
      return t('catalog.bulk.failure.storeUnavailable');
    case 'RATE_LIMITED':
      return t('catalog.bulk.failure.rateLimited');
    case 'NETWORK':
      return t('catalog.bulk.failure.network');
    case 'UNAUTHENTICATED':
      return t('catalog.bulk.failure.signedOut');
    case 'FORBIDDEN':
      return t('catalog.bulk.failure.forbidden');
    default:
      return t('catalog.bulk.failure.other');
  }
}
