import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../../ui/table-columns';
import type { CatalogColumnId } from './CatalogRow';

export interface CatalogColumn extends TableColumn<CatalogColumnId> {
  align?: 'right';
  /** The header names the column for screen readers only (the Details links). */
  hiddenHeader?: boolean;
}

/**
 * The catalog's columns. Widths are in `em` of the table's font (what the values need, widened
 * where the Italian headings are longer): with `table-layout: fixed` the browser sizes columns
 * from these alone instead of measuring every row. Priorities (table-columns.ts): the product is
 * always there; grade, the prices, margin, dynamic price and the details link are what a seller
 * works with; the rest shows while it fits, stock first, and the column chooser brings any back.
 */
export function useCatalogColumns(): CatalogColumn[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const column = (
      id: CatalogColumnId,
      labelKey: string,
      width: number,
      priority: number,
      extra: Partial<CatalogColumn> = {},
    ): CatalogColumn => ({ id, label: t(labelKey), width, priority, ...extra });
    return [
      column('product', 'catalog.columns.product', 17.5, 0),
      column('id', 'catalog.columns.id', 7.4, 4),
      column('ean', 'catalog.columns.ean', 9.1, 7),
      column('storage', 'catalog.columns.storage', 5.9, 3),
      column('ram', 'catalog.columns.ram', 4.6, 6),
      column('grade', 'catalog.columns.grade', 5, 1),
      column('color', 'catalog.columns.color', 9.5, 8),
      column('battery', 'catalog.columns.battery', 7.3, 5),
      column('activePrice', 'catalog.columns.activePrice', 8.6, 1, { align: 'right' }),
      column('basePrice', 'catalog.columns.basePrice', 9.4, 1, { align: 'right' }),
      column('stock', 'catalog.columns.stock', 6.3, 2, { align: 'right' }),
      column('margin', 'catalog.columns.margin', 5.8, 1, { align: 'right' }),
      column('dynamicPrice', 'catalog.columns.dynamicPrice', 9.5, 1),
      column('details', 'common.details', 6.2, 1, { align: 'right', hiddenHeader: true }),
    ];
  }, [t]);
}
