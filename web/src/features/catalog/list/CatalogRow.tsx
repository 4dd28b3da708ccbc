import { memo } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/numberFormat';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Badge } from '../../../ui/Badge';
import { BatteryBadge } from '../../../ui/BatteryBadge';
import { GradeBadge } from '../../../ui/GradeBadge';
import { Icon } from '../../../ui/Icon';
import { Money } from '../../../ui/Money';
import { Td, Tr } from '../../../ui/Table';
import { SyncBasePriceButton } from './SyncBasePriceButton';

export const CatalogRow_item = graphql(`
  fragment CatalogRow_item on CatalogItem {
    id
    externalId
    ean
    name
    storage
    ram
    grade
    color
    batteryType
    price
    basePrice
    currencySymbol
    stock
    marginPercentage
    automaticPriceEnabled
    notificationsCount
    belowBasePrice
  }
`);

const StyledName = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: ${({ theme }) => theme.sizes.nameColumn};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const StyledBell = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.warning};
`;

const StyledPriceCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledCode = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function orDash(value: string | number | null | undefined) {
  return value === null || value === undefined || value === '' ? '-' : value;
}

/**
 * One catalog row. Memoised: Apollo hands back the same object for an item that did not change,
 * so Load more and cache writes to other items render only the rows that are new or changed
 * (a 1,000-row list re-rendered in full on every page took seconds).
 */
export const CatalogRow = memo(function CatalogRow({
  item: itemRef,
  index,
}: {
  item: FragmentOf<typeof CatalogRow_item>;
  /** Position in the list, for the table's row window. */
  index: number;
}) {
  const { t, i18n } = useTranslation();
  const item = readFragment(CatalogRow_item, itemRef);
  const detailPath = `/dashboard/catalog/${item.id}`;
  return (
    <Tr data-index={index} data-full="">
      <Td>
        <StyledCode>{orDash(item.externalId)}</StyledCode>
      </Td>
      <Td>
        <StyledCode>{orDash(item.ean)}</StyledCode>
      </Td>
      <Td>
        <StyledName to={detailPath} title={item.name}>
          <span>{item.name}</span>
          {item.notificationsCount > 0 ? (
            <StyledBell>
              <Icon
                name="bell"
                size="sm"
                label={t('catalog.notifications', { count: item.notificationsCount })}
              />
            </StyledBell>
          ) : null}
        </StyledName>
      </Td>
      <Td>{orDash(item.storage)}</Td>
      <Td>{orDash(item.ram)}</Td>
      <Td>
        <GradeBadge grade={item.grade} />
      </Td>
      <Td>{orDash(item.color)}</Td>
      <Td>
        <BatteryBadge batteryType={item.batteryType} />
      </Td>
      <Td $align="right">
        <Money amount={item.price} currencySymbol={item.currencySymbol} />
      </Td>
      <Td $align="right">
        <StyledPriceCell>
          {item.belowBasePrice ? <SyncBasePriceButton itemId={item.id} /> : null}
          <Money amount={item.basePrice} currencySymbol={item.currencySymbol} />
        </StyledPriceCell>
      </Td>
      <Td $align="right">{orDash(item.stock)}</Td>
      <Td $align="right">
        {item.marginPercentage === null
          ? '-'
          : `${numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(item.marginPercentage)}%`}
      </Td>
      <Td>
        <Badge $tone={item.automaticPriceEnabled ? 'success' : 'neutral'}>
          {item.automaticPriceEnabled
            ? t('catalog.dynamicPrice.active')
            : t('catalog.dynamicPrice.inactive')}
        </Badge>
      </Td>
      <Td $align="right">
        <Link to={detailPath} aria-label={t('catalog.detailsFor', { name: item.name })}>
          {t('common.details')}
        </Link>
      </Td>
    </Tr>
  );
});
