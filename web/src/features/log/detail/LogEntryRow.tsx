import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { formatDateTime } from '../../../format/formatDate';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { Money } from '../../../ui/Money';
import { Percent } from '../../../ui/Percent';
import { Td, Tr } from '../../../ui/Table';
import { nameWithBrand } from './productName';

export const LogEntryRow_entry = graphql(`
  fragment LogEntryRow_entry on LogEntry {
    catalogItemId
    brandName
    name
    status
    oldPrice
    newPrice
    percentageDifference
    createdAt
    reason
  }
`);

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
  min-width: ${({ theme }) => theme.sizes.panel};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const statusTone = {
  SUCCESS: 'success',
  SKIPPED: 'neutral',
  FAILED: 'danger',
} as const satisfies Record<string, BadgeTone>;

export interface LogEntryRowProps {
  entry: FragmentOf<typeof LogEntryRow_entry>;
  currencySymbol: string;
  /**
   * The item's SKU (its external id in the store), shown under the name. Log entries do not carry
   * it in the GraphQL API yet; pass it once they do.
   */
  sku?: string | null;
}

export function LogEntryRow({ entry: entryRef, currencySymbol, sku }: LogEntryRowProps) {
  const { t, i18n } = useTranslation();
  const entry = readFragment(LogEntryRow_entry, entryRef);
  const statusLabel = {
    SUCCESS: t('log.status.success'),
    SKIPPED: t('log.status.skipped'),
    FAILED: t('log.status.failed'),
  }[entry.status];
  const product = (
    <StyledProduct>
      <span>{nameWithBrand(entry.name, entry.brandName)}</span>
      {sku ? <small>{t('log.sku', { sku })}</small> : null}
    </StyledProduct>
  );
  return (
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
        {entry.reason ?? '-'}
      </StyledReason>
    </Tr>
  );
}
