import { memo, useId, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { formatDateTime } from '../../../format/format-date';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Money } from '../../../ui/Money';
import { Percent } from '../../../ui/Percent';
import { Td, Tr } from '../../../ui/Table';
import { PriceDecision_decision, PriceDecisionView } from '../../catalog/decision/PriceDecision';
import { WhyThisPriceButton } from '../../catalog/decision/WhyThisPriceButton';
import { nameWithBrand } from './product-name';

export const LogEntryRow_entry = graphql(
  `
    fragment LogEntryRow_entry on LogEntry {
      catalogItemId
      externalId
      brandName
      name
      status
      oldPrice
      newPrice
      percentageDifference
      createdAt
      reason
      decision {
        ...PriceDecision_decision
      }
    }
  `,
  [PriceDecision_decision],
);

/** The columns of a log entry row (the decision row spans them all). */
export const LOG_ENTRY_COLUMNS = 6;

const StyledProduct = styled.span`
  display: grid;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledNewPrice = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledReason = styled(Td)`
  white-space: normal;
  min-width: ${({ theme }) => theme.sizes.noteColumn};
  color: ${({ theme }) => theme.colors.textMuted};

  button {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

/** The expanded explanation: a row of its own under the entry, across every column. */
const StyledDecisionRow = styled(Tr)`
  && td {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledDecisionCell = styled(Td)`
  white-space: normal;
  padding-top: 0;

  & > * {
    /* Stays in view at the left while a wide table is scrolled sideways. */
    position: sticky;
    left: ${({ theme }) => theme.space[3]};
  }
`;

const statusTone = {
  SUCCESS: 'success',
  SKIPPED: 'neutral',
  FAILED: 'danger',
} as const satisfies Record<string, BadgeTone>;

export interface LogEntryRowProps {
  entry: FragmentOf<typeof LogEntryRow_entry>;
  currencySymbol: string;
}

/**
 * One entry of a batch, with its "Why this price?" below it when opened. Memoised: Apollo hands
 * back the same entry objects when a page is added, so Load more renders only the new rows.
 */
export const LogEntryRow = memo(function LogEntryRow({
  entry: entryRef,
  currencySymbol,
}: LogEntryRowProps) {
  const { t, i18n } = useTranslation();
  const entry = readFragment(LogEntryRow_entry, entryRef);
  const [expanded, setExpanded] = useState(false);
  const decisionId = useId();
  const statusLabel = {
    SUCCESS: t('log.status.success'),
    SKIPPED: t('log.status.skipped'),
    FAILED: t('log.status.failed'),
  }[entry.status];
  const name = nameWithBrand(entry.name, entry.brandName);
  // The item's SKU (its external id in the store, as it was when logged), under the name.
  const sku = entry.externalId;
  const product = (
    <StyledProduct>
      <span>{name}</span>
      {sku ? <small>{t('log.sku', { sku })}</small> : null}
    </StyledProduct>
  );
  return (
    <>
      <Tr>
        <Td $sticky $card="title">
          {entry.catalogItemId ? (
            <Link to={`/dashboard/catalog/${entry.catalogItemId}`}>{product}</Link>
          ) : (
            product
          )}
        </Td>
        <Td $label={t('log.detailColumns.status')}>
          <Badge $tone={statusTone[entry.status]}>{statusLabel}</Badge>
        </Td>
        <Td $align="right" $label={t('log.detailColumns.onlinePrice')}>
          <Money amount={entry.oldPrice} currencySymbol={currencySymbol} />
        </Td>
        <Td $align="right" $label={t('log.detailColumns.updatedPrice')}>
          <StyledNewPrice>
            <Money amount={entry.newPrice} currencySymbol={currencySymbol} />
            <Percent value={entry.percentageDifference} />
          </StyledNewPrice>
        </Td>
        <Td $muted $label={t('log.detailColumns.date')}>
          {entry.createdAt ? formatDateTime(entry.createdAt, i18n.language) : '-'}
        </Td>
        <StyledReason $label={t('log.detailColumns.notes')} $card="full">
          <div>{entry.reason ?? '-'}</div>
          {entry.decision ? (
            <WhyThisPriceButton
              expanded={expanded}
              controls={decisionId}
              onToggle={() => setExpanded(!expanded)}
              subject={name}
            />
          ) : null}
        </StyledReason>
      </Tr>
      {expanded && entry.decision ? (
        <StyledDecisionRow>
          <StyledDecisionCell colSpan={LOG_ENTRY_COLUMNS} $card="full">
            <PriceDecisionView id={decisionId} decision={entry.decision} />
          </StyledDecisionCell>
        </StyledDecisionRow>
      ) : null}
    </>
  );
});
