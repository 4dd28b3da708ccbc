import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { Button } from '../../../ui/Button';
import {
  announcement,
  confirmBody,
  confirmLabel,
  confirmTitle,
  failureReason,
  progressText,
  refusalText,
  resultText,
} from './bulk-action-texts';
import {
  StyledRegion,
  StyledRow,
  StyledCount,
  StyledSpacer,
  StyledActions,
  StyledLinkButton,
  StyledProgress,
  StyledFailures,
} from './bulk-action-styles';
import { ConfirmDialog } from './ConfirmDialog';
import {
  type BulkActionKind,
  type BulkActions,
  type BulkRun,
  type CatalogFilterVariable,
} from './use-bulk-action';
import { type CatalogSelection } from './use-catalog-selection';

// White, so muted text keeps its contrast; an accent on the left edge marks the bar.
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
    bulk.start(
      action,
      selection.allMatching ? { filter } : { itemIds: [...selection.ids] },
      selectedCount,
    );
  }

  return (
    <>
      {run.phase === 'confirming' ? (
        <ConfirmDialog
          title={confirmTitle(t, run.action, format(run.count), run.count)}
          confirmLabel={confirmLabel(t, run.action, format(run.count), run.count)}
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
              <>
                <StyledProgress
                  max={Math.max(run.total, 1)}
                  value={run.processed}
                  aria-label={t('catalog.bulk.progressLabel')}
                />
                <StyledSpacer />
                <Button $size="sm" $variant="ghost" disabled={run.cancelling} onClick={bulk.cancel}>
                  {t('catalog.bulk.cancelJob')}
                </Button>
              </>
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
        <BulkSelectionBar
          selection={selection}
          selectedCount={selectedCount}
          totalMatching={totalMatching}
          format={format}
          onStart={start}
        />
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
  const failed = run.outcome.failedItems;
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
                  disabled={bulk.retrying.has(result.itemId) || run.action === 'dynamicEither'}
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

/** What is selected (with 'select all N matching'), the actions, and Clear. */
function BulkSelectionBar({
  selection,
  selectedCount,
  totalMatching,
  format,
  onStart,
}: {
  selection: CatalogSelection;
  selectedCount: number;
  totalMatching: number;
  format: (value: number) => string;
  onStart: (action: BulkActionKind) => void;
}) {
  const { t } = useTranslation();
  return (
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
          <Button $size="sm" onClick={() => onStart('dynamicOn')}>
            {t('catalog.bulk.actions.dynamicOn')}
          </Button>
          <Button $size="sm" onClick={() => onStart('dynamicOff')}>
            {t('catalog.bulk.actions.dynamicOff')}
          </Button>
          <Button $size="sm" onClick={() => onStart('syncBasePrice')}>
            {t('catalog.bulk.actions.syncBasePrice')}
          </Button>
          <Button $size="sm" $variant="ghost" onClick={selection.clear}>
            {t('catalog.bulk.clear')}
          </Button>
        </StyledActions>
      </StyledRow>
    </StyledRegion>
  );
}
