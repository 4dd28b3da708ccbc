import { memo } from 'react';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../format/formatMoney';
import { numberFormat } from '../../../format/numberFormat';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { Badge } from '../../../ui/Badge';
import { GradeMark } from '../../../ui/GradeMark';
import { Icon } from '../../../ui/Icon';
import { isStandardBattery } from '../../../ui/upstreamLabels';
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

function orDash(value: string | number | null | undefined) {
  return value === null || value === undefined || value === '' ? '-' : value;
}

function money(amount: number | null | undefined, currencySymbol: string, locale: string) {
  return amount === null || amount === undefined
    ? '-'
    : formatMoney(amount, currencySymbol, locale);
}

const MARGIN_FORMAT = { maximumFractionDigits: 1 } as const;

export interface CatalogRowProps {
  item: FragmentOf<typeof CatalogRow_item>;
  /** Position in the list (0-based), for the table's row window and aria-rowindex. */
  index: number;
  /**
   * The table's `t` and locale: passed in rather than read with useTranslation, whose per-row cost
   * (and per-row language subscription) was a large part of rendering a page of rows.
   */
  t: TFunction;
  locale: string;
  syncing: boolean;
  onSync: (itemId: string) => void;
}

/**
 * One catalog row. Memoised, and every prop stays the same object while its item is unchanged
 * (Apollo hands back the same object for an item that did not change; `t` changes only with the
 * language), so Load more and cache writes render only the rows that are new or changed. Links are
 * plain anchors: the table navigates on their clicks, so rows do not subscribe to the location.
 */
export const CatalogRow = memo(function CatalogRow({
  item: itemRef,
  index,
  t,
  locale,
  syncing,
  onSync,
}: CatalogRowProps) {
  const item = readFragment(CatalogRow_item, itemRef);
  const detailPath = `/dashboard/catalog/${item.id}`;
  const standardBattery = item.batteryType !== null && isStandardBattery(item.batteryType);
  return (
    // Plain elements styled by the table's static CSS (CatalogTable): a styled component per cell
    // cost more than the cell. aria-rowindex counts the header row as 1.
    <tr data-index={index} aria-rowindex={index + 2}>
      <td>
        <span className="code">{orDash(item.externalId)}</span>
      </td>
      <td>
        <span className="code">{orDash(item.ean)}</span>
      </td>
      <td>
        <a className="name" href={detailPath} title={item.name}>
          <span>{item.name}</span>
          {item.notificationsCount > 0 ? (
            <span className="bell">
              <Icon
                name="bell"
                size="sm"
                label={t('catalog.notifications', { count: item.notificationsCount })}
              />
            </span>
          ) : null}
        </a>
      </td>
      <td>{orDash(item.storage)}</td>
      <td>{orDash(item.ram)}</td>
      <td>
        {item.grade ? (
          <GradeMark grade={item.grade} title={t('common.gradeLabel', { grade: item.grade })} />
        ) : (
          '-'
        )}
      </td>
      <td>{orDash(item.color)}</td>
      <td>
        {item.batteryType ? (
          <Badge $tone={standardBattery ? 'neutral' : 'info'}>
            {standardBattery ? t('common.battery.standard') : t('common.battery.new')}
          </Badge>
        ) : (
          '-'
        )}
      </td>
      <td data-align="right">{money(item.price, item.currencySymbol, locale)}</td>
      <td data-align="right">
        <span className="price">
          {item.belowBasePrice ? (
            <SyncBasePriceButton
              itemId={item.id}
              label={t('catalog.syncBasePrice.action')}
              syncing={syncing}
              onSync={onSync}
            />
          ) : null}
          {money(item.basePrice, item.currencySymbol, locale)}
        </span>
      </td>
      <td data-align="right">{orDash(item.stock)}</td>
      <td data-align="right">
        {item.marginPercentage === null
          ? '-'
          : `${numberFormat(locale, MARGIN_FORMAT).format(item.marginPercentage)}%`}
      </td>
      <td>
        <Badge $tone={item.automaticPriceEnabled ? 'success' : 'neutral'}>
          {item.automaticPriceEnabled
            ? t('catalog.dynamicPrice.active')
            : t('catalog.dynamicPrice.inactive')}
        </Badge>
      </td>
      <td data-align="right">
        <a href={detailPath} aria-label={t('catalog.detailsFor', { name: item.name })}>
          {t('common.details')}
        </a>
      </td>
    </tr>
  );
});
