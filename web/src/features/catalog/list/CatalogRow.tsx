import { memo } from 'react';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../format/format-money';
import { numberFormat } from '../../../format/intl-formats';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { Badge } from '../../../ui/Badge';
import { GradeMark } from '../../../ui/GradeMark';
import { isStandardBattery } from '../../../ui/upstream-labels';
import { NotificationsBell } from '../notifications/ItemNotifications';
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

/** The catalog's columns, in the table's order (CatalogTable defines their names and widths). */
export const CATALOG_COLUMN_IDS = [
  'product',
  'id',
  'ean',
  'storage',
  'ram',
  'grade',
  'color',
  'battery',
  'activePrice',
  'basePrice',
  'stock',
  'margin',
  'dynamicPrice',
  'details',
] as const;
export type CatalogColumnId = (typeof CATALOG_COLUMN_IDS)[number];

export interface CatalogRowProps {
  item: FragmentOf<typeof CatalogRow_item>;
  /** Position in the list (0-based), for the table's row window and aria-rowindex. */
  index: number;
  /** The columns shown, in order, with their names (a phone card shows each above its value). */
  columns: readonly { id: CatalogColumnId; label: string }[];
  /**
   * The table's `t` and locale: passed in rather than read with useTranslation, whose per-row cost
   * (and per-row language subscription) was a large part of rendering a page of rows.
   */
  t: TFunction;
  locale: string;
  syncing: boolean;
  onSync: (itemId: string) => void;
  /** Row selection for bulk actions (a checkbox before the product); absent: none. */
  selected?: boolean;
  onSelect?: (itemId: string, selected: boolean) => void;
}

/**
 * One catalog row. Memoised, and every prop stays the same object while its item is unchanged
 * (Apollo hands back the same object for an item that did not change; `t` changes only with the
 * language, `columns` only with the seller's choice), so Load more and cache writes render only
 * the rows that are new or changed. Links are plain anchors: the table navigates on their clicks,
 * so rows do not subscribe to the location.
 */
export const CatalogRow = memo(function CatalogRow({
  item: itemRef,
  index,
  columns,
  t,
  locale,
  syncing,
  onSync,
  selected = false,
  onSelect,
}: CatalogRowProps) {
  const item = readFragment(CatalogRow_item, itemRef);

  const row: CatalogRowContext = {
    item,
    t,
    locale,
    syncing,
    onSync,
    selected,
    onSelect,
    detailPath: `/dashboard/catalog/${item.id}`,
    standardBattery: item.batteryType !== null && isStandardBattery(item.batteryType),
  };
  return (
    // Plain elements styled by the table's static CSS (CatalogTable): a styled component per cell
    // cost more than the cell. aria-rowindex counts the header row as 1.
    <tr data-index={index} aria-rowindex={index + 2}>
      {columns.map((column) => catalogCell(column.id, column.label, row))}
    </tr>
  );
});

/** What a row's cells are drawn from. */
interface CatalogRowContext {
  item: ResultOf<typeof CatalogRow_item>;
  t: TFunction;
  locale: string;
  syncing: boolean;
  onSync: (itemId: string) => void;
  selected: boolean;
  onSelect?: (itemId: string, selected: boolean) => void;
  detailPath: string;
  standardBattery: boolean;
}

/** The cell of one column of a catalog row. */
// eslint-disable-next-line max-lines-per-function -- one case per column, each a few lines: the switch is the row's list of columns, checked exhaustive by the type checker
function catalogCell(id: CatalogColumnId, label: string, row: CatalogRowContext) {
  const { item, t, locale, syncing, onSync, selected, onSelect, detailPath, standardBattery } = row;
  switch (id) {
    case 'id':
      return (
        <td key={id} data-label={label}>
          <span className="code">{orDash(item.externalId)}</span>
        </td>
      );
    case 'ean':
      return (
        <td key={id} data-label={label}>
          <span className="code">{orDash(item.ean)}</span>
        </td>
      );
    case 'product':
      return (
        <td key={id} data-sticky="" data-card="title">
          {onSelect ? (
            <input
              type="checkbox"
              className="select"
              checked={selected}
              onChange={(event) => onSelect(item.id, event.target.checked)}
              aria-label={t('catalog.bulk.selectRow', { name: item.name })}
            />
          ) : null}
          <a className="name" href={detailPath} title={item.name}>
            <span>{item.name}</span>
          </a>
          {item.notificationsCount > 0 ? (
            <NotificationsBell
              itemId={item.id}
              itemName={item.name}
              count={item.notificationsCount}
            />
          ) : null}
        </td>
      );
    case 'storage':
      return (
        <td key={id} data-label={label}>
          {orDash(item.storage)}
        </td>
      );
    case 'ram':
      return (
        <td key={id} data-label={label}>
          {orDash(item.ram)}
        </td>
      );
    case 'grade':
      return (
        <td key={id} data-label={label}>
          {item.grade ? (
            <GradeMark grade={item.grade} title={t('common.gradeLabel', { grade: item.grade })} />
          ) : (
            '-'
          )}
        </td>
      );
    case 'color':
      return (
        <td key={id} data-label={label}>
          {orDash(item.color)}
        </td>
      );
    case 'battery':
      return (
        <td key={id} data-label={label}>
          {item.batteryType ? (
            <Badge $tone={standardBattery ? 'neutral' : 'info'}>
              {standardBattery ? t('common.battery.standard') : t('common.battery.new')}
            </Badge>
          ) : (
            '-'
          )}
        </td>
      );
    case 'activePrice':
      return (
        <td key={id} data-label={label} data-align="right">
          {money(item.price, item.currencySymbol, locale)}
        </td>
      );
    case 'basePrice':
      return (
        <td key={id} data-label={label} data-align="right">
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
      );
    case 'stock':
      return (
        <td key={id} data-label={label} data-align="right">
          {orDash(item.stock)}
        </td>
      );
    case 'margin':
      return (
        <td key={id} data-label={label} data-align="right">
          {item.marginPercentage === null
            ? '-'
            : `${numberFormat(locale, MARGIN_FORMAT).format(item.marginPercentage)}%`}
        </td>
      );
    case 'dynamicPrice':
      return (
        <td key={id} data-label={label}>
          <Badge $tone={item.automaticPriceEnabled ? 'success' : 'neutral'}>
            {item.automaticPriceEnabled
              ? t('catalog.dynamicPrice.active')
              : t('catalog.dynamicPrice.inactive')}
          </Badge>
        </td>
      );
    case 'details':
      return (
        <td key={id} data-align="right">
          <a href={detailPath} aria-label={t('catalog.detailsFor', { name: item.name })}>
            {t('common.details')}
          </a>
        </td>
      );
  }
}
