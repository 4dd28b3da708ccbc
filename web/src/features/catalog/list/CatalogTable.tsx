import { memo, useCallback, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FragmentOf } from '../../../graphql';
import { theme } from '../../../theme/theme';
import {
  DENSE_ROW_HEIGHT_PX,
  plainBodyCells,
  RowSpacer,
  Table,
  TableScroll,
  Th,
} from '../../../ui/Table';
import { useRowWindow } from '../../../ui/useRowWindow';
import { CatalogRow, type CatalogRow_item } from './CatalogRow';
import { useSyncBasePrice } from './useSyncBasePrice';

/**
 * The columns of SPEC §2 / DECISIONS 3 with fixed widths (in `em` of the table's font: the widths
 * the content used to take, widened where the Italian headings are longer): with `table-layout: fixed` the browser
 * sizes columns from these alone instead of measuring every row, and columns no longer shift as
 * rows come and go.
 */
const COLUMNS = [
  { label: 'catalog.columns.id', width: '7.4em' },
  { label: 'catalog.columns.ean', width: '9.1em' },
  { label: 'catalog.columns.product', width: '17.5em' },
  { label: 'catalog.columns.storage', width: '5.9em' },
  { label: 'catalog.columns.ram', width: '4.6em' },
  { label: 'catalog.columns.grade', width: '5em' },
  { label: 'catalog.columns.color', width: '9.5em' },
  { label: 'catalog.columns.battery', width: '7.3em' },
  { label: 'catalog.columns.activePrice', width: '8.6em', align: 'right' },
  { label: 'catalog.columns.basePrice', width: '9.4em', align: 'right' },
  { label: 'catalog.columns.stock', width: '6.3em', align: 'right' },
  { label: 'catalog.columns.margin', width: '5.8em', align: 'right' },
  { label: 'catalog.columns.dynamicPrice', width: '9.5em' },
  { label: 'common.details', width: '6.2em', align: 'right', hidden: true },
] as const;

// Static CSS for the whole body: rows are plain <tr>/<td> (see CatalogRow). Every row is exactly
// DENSE_ROW_HEIGHT_PX tall (the row window computes positions from it): cells clip instead of
// growing, and inline boxes (badges, buttons: at most one line tall) sit at the top of the line
// rather than on its baseline, which would make the line taller.
const StyledTable = styled(Table)`
  table-layout: fixed;
  ${plainBodyCells}

  tbody tr {
    height: ${DENSE_ROW_HEIGHT_PX}px;
  }
  tbody td {
    overflow: hidden;
    text-overflow: ellipsis;
    line-height: ${theme.sizes.badge};
  }
  tbody td > * {
    vertical-align: top;
  }
  tbody tr[data-spacer] td {
    padding: 0;
    border: 0;
    background: none;
  }

  .code {
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
  .name {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    max-width: 100%;
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.medium};

    span {
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
  .bell {
    display: inline-flex;
    color: ${theme.colors.warning};
  }
  .price {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;

/** A plain left click on one of the table's own links, which the router should handle. */
function routedLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || !link.getAttribute('href')?.startsWith('/')) return null;
  return link;
}

export interface CatalogTableProps {
  items: readonly (FragmentOf<typeof CatalogRow_item> & { id: string })[];
  /** Set while a new list (filter, sort, search) is being fetched. */
  busy: boolean;
}

/**
 * The catalog table. Long lists are windowed (useRowWindow): only the rows on screen and a margin
 * carry cells, the others are empty rows of the same height, so the scrollbar, the row count and
 * aria-rowcount stay true. Memoised: Load more's loading state and URL change leave it alone.
 */
export const CatalogTable = memo(function CatalogTable({ items, busy }: CatalogTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const scrollBox = useRef<HTMLDivElement>(null);
  const rowWindow = useRowWindow(scrollBox, items.length);
  const { syncing, sync } = useSyncBasePrice();

  // Row links are plain anchors (a react-router Link per row would re-render every row on each
  // change of the URL, Load more included); their clicks are routed here.
  const handleClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = routedLink(event);
      if (!link) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') as string);
    },
    [navigate],
  );

  return (
    <TableScroll label={t('catalog.title')} ref={scrollBox}>
      <StyledTable aria-busy={busy} aria-rowcount={items.length + 1} onClick={handleClick}>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <Th key={column.label} $align={'align' in column ? column.align : undefined}>
                {'hidden' in column ? (
                  <span className="visually-hidden">{t(column.label)}</span>
                ) : (
                  t(column.label)
                )}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody onFocus={rowWindow.onFocus}>
          {rowWindow.start > 0 ? (
            <RowSpacer rows={rowWindow.start} columns={COLUMNS.length} />
          ) : null}
          {items.slice(rowWindow.start, rowWindow.end).map((item, offset) => (
            <CatalogRow
              key={item.id}
              item={item}
              index={rowWindow.start + offset}
              t={t}
              locale={i18n.language}
              syncing={syncing.has(item.id)}
              onSync={sync}
            />
          ))}
          {rowWindow.end < items.length ? (
            <RowSpacer rows={items.length - rowWindow.end} columns={COLUMNS.length} />
          ) : null}
        </tbody>
      </StyledTable>
    </TableScroll>
  );
});
