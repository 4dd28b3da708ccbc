import { memo } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { BatteryBadge } from '../../../ui/BatteryBadge';
import { GradeBadge } from '../../../ui/GradeBadge';
import { Money } from '../../../ui/Money';
import { Td, Tr } from '../../../ui/Table';

export const CompetitorRow_item = graphql(`
  fragment CompetitorRow_item on CompetitorItem {
    id
    name
    catalogItems {
      id
      ean
      externalId
    }
    grade
    price
    currencySymbol
    storage
    color
    battery
    sellerName
  }
`);

const StyledName = styled(Link)`
  display: inline-block;
  max-width: 320px;
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: middle;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledRefs = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type CompetitorColumnId =
  | 'name'
  | 'catalogItems'
  | 'grade'
  | 'price'
  | 'storage'
  | 'color'
  | 'battery'
  | 'seller'
  | 'details';

export interface CompetitorRowProps {
  vendorId: string;
  item: FragmentOf<typeof CompetitorRow_item>;
  /** Catalog links only help an account that can open the catalog. */
  catalogLinks: boolean;
  /** The columns shown, in order, with their names (a phone card shows each above its value). */
  columns: readonly { id: CompetitorColumnId; label: string }[];
}

export const CompetitorRow = memo(function CompetitorRow({
  vendorId,
  item: itemRef,
  catalogLinks,
  columns,
}: CompetitorRowProps) {
  const { t } = useTranslation();
  const item = readFragment(CompetitorRow_item, itemRef);
  const detailPath = `/dashboard/competitors/${vendorId}/items/${item.id}`;
  function cell(id: CompetitorColumnId, label: string) {
    switch (id) {
      case 'name':
        return (
          <Td key={id} $sticky $card="title">
            <StyledName to={detailPath} title={item.name}>
              {item.name}
            </StyledName>
          </Td>
        );
      case 'catalogItems':
        return (
          <Td key={id} $label={label}>
            <CatalogRefs refs={item.catalogItems} links={catalogLinks} />
          </Td>
        );
      case 'grade':
        return (
          <Td key={id} $label={label}>
            <GradeBadge grade={item.grade} />
          </Td>
        );
      case 'price':
        return (
          <Td key={id} $align="right" $label={label}>
            <Money amount={item.price} currencySymbol={item.currencySymbol} />
          </Td>
        );
      case 'storage':
        return (
          <Td key={id} $label={label}>
            {item.storage ?? '-'}
          </Td>
        );
      case 'color':
        return (
          <Td key={id} $label={label}>
            {item.color ?? '-'}
          </Td>
        );
      case 'battery':
        return (
          <Td key={id} $label={label}>
            {/* A listing without a battery type has a standard battery. */}
            <BatteryBadge batteryType={item.battery ?? 'std'} />
          </Td>
        );
      case 'seller':
        return (
          <Td key={id} $label={label}>
            {item.sellerName ?? '-'}
          </Td>
        );
      case 'details':
        return (
          <Td key={id} $align="right">
            <Link to={detailPath} aria-label={t('competitors.detailsFor', { name: item.name })}>
              {t('common.details')}
            </Link>
          </Td>
        );
    }
  }

  return <Tr>{columns.map((column) => cell(column.id, column.label))}</Tr>;
});

/** The catalog items a listing matches (EAN and id), linked when the account has the catalog. */
function CatalogRefs({
  refs,
  links,
}: {
  refs: ResultOf<typeof CompetitorRow_item>['catalogItems'];
  links: boolean;
}) {
  const { t } = useTranslation();
  if (refs.length === 0) return '-';
  return (
    <StyledRefs>
      {refs.map((ref) => {
        const text = t('competitors.catalogRef', {
          ean: ref.ean ?? '-',
          id: ref.externalId ?? ref.id,
        });
        return (
          <li key={ref.id}>
            {links ? <Link to={`/dashboard/catalog/${ref.id}`}>{text}</Link> : text}
          </li>
        );
      })}
    </StyledRefs>
  );
}
