import { useCallback, useEffect, useMemo, useState } from 'react';
import { theme } from '../theme/theme';
import { CARD_LAYOUT_QUERY } from './Table';
import {
  columnsThatFit,
  DEFAULT_TABLE_PREFS,
  readTablePrefs,
  visibleColumns,
  withColumnChoice,
  writeTablePrefs,
  type TableColumn,
  type TableDensity,
  type TablePrefs,
} from './table-columns';
import type { TableViewControlsProps } from './TableViewControls';
import { useElementWidth } from './use-element-width';
import { useMediaQuery } from './use-media-query';

/** Tables are set in the theme's md size: a column's width in em is this many pixels each. */
const TABLE_EM_PX = Number.parseFloat(theme.fontSizes.md);

export interface TableView<Column extends TableColumn> {
  /** The columns to render, in the table's order. */
  columns: Column[];
  isVisible: (id: Column['id']) => boolean;
  density: TableDensity;
  /** True on a phone, where rows are cards. */
  cards: boolean;
  /** For the element whose width the columns must fit in (the table's scrolling box or card). */
  measureRef: (element: HTMLElement | null) => void;
  /** Props for TableViewControls (the column chooser and the density toggle). */
  controls: TableViewControlsProps;
}

/**
 * The columns and density of one table for one user: priorities decide what shows by default
 * (table-columns.ts), the seller's choices are remembered per user and table in this browser.
 */
export function useTableView<Column extends TableColumn>({
  tableId,
  userId,
  columns,
  cardPriority = 1,
}: {
  tableId: string;
  /** The lowest priority a phone card shows by default (1: the key columns only). */
  cardPriority?: number;
  /** The signed-in user's id; null: choices are not remembered. */
  userId: string | null;
  columns: readonly Column[];
}): TableView<Column> {
  const [prefsOf, setPrefsOf] = useState<{ key: string; prefs: TablePrefs }>(() => ({
    key: `${userId}/${tableId}`,
    prefs: readTablePrefs(userId, tableId),
  }));
  const key = `${userId}/${tableId}`;
  // Another user or table: its own choices (read during render, no flash of the previous ones).
  const prefs = prefsOf.key === key ? prefsOf.prefs : readTablePrefs(userId, tableId);
  if (prefsOf.key !== key) setPrefsOf({ key, prefs });

  const update = useCallback(
    (change: (current: TablePrefs) => TablePrefs) => {
      setPrefsOf((current) => {
        const next = change(current.prefs);
        writeTablePrefs(userId, tableId, next);
        return { key: `${userId}/${tableId}`, prefs: next };
      });
    },
    [userId, tableId],
  );

  const [measureRef, width] = useElementWidth<HTMLElement>();
  const cards = useMediaQuery(CARD_LAYOUT_QUERY);
  const fitting = useMemo(() => columnsThatFit(columns, width, TABLE_EM_PX), [columns, width]);
  const shown = useMemo(
    () => visibleColumns(columns, prefs, fitting, cards, cardPriority),
    [columns, prefs, fitting, cards, cardPriority],
  );
  const shownIds = useMemo(() => new Set<string>(shown.map((column) => column.id)), [shown]);

  // A column that no longer exists (renamed in a new version) is forgotten.
  useEffect(() => {
    const known = new Set<string>(columns.map((column) => column.id));
    if ([...prefs.shown, ...prefs.hidden].every((id) => known.has(id))) return;
    update((current) => ({
      ...current,
      shown: current.shown.filter((id) => known.has(id)),
      hidden: current.hidden.filter((id) => known.has(id)),
    }));
  }, [columns, prefs, update]);

  return {
    columns: shown,
    isVisible: (id) => shownIds.has(id),
    density: prefs.density,
    cards,
    measureRef,
    controls: {
      columns: columns.map((column) => ({
        id: column.id,
        label: column.label,
        shown: shownIds.has(column.id),
        locked: column.priority === 0,
      })),
      onColumnChange: (id, visible) => update((current) => withColumnChoice(current, id, visible)),
      onResetColumns: () =>
        update((current) => ({ ...DEFAULT_TABLE_PREFS, density: current.density })),
      density: prefs.density,
      onDensityChange: (density) => update((current) => ({ ...current, density })),
      cards,
    },
  };
}
