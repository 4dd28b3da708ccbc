/**
 * Which columns of a table are shown. Each column has a priority:
 * - 0: the row's identity (the product); always shown, cannot be hidden;
 * - 1: the values a seller works with; shown unless the seller hides them;
 * - 2 and up: shown while they fit in the table's box, most important first (the lowest number,
 *   then the table's order); on a phone's cards they are left out (a table may keep some).
 * What the seller picks in the column chooser wins over all of that, per table and per user.
 */
export interface TableColumn<Id extends string = string> {
  id: Id;
  /** The column's name (translated): its header, its label on a phone card, and in the chooser. */
  label: string;
  /** Width in em of the table's font: what the column needs to show its values in full. */
  width: number;
  priority: number;
  /**
   * Columns of the same priority and group show or give way together (the same statistic in two
   * side-by-side blocks, so the blocks stay alike).
   */
  group?: string;
}

export type TableDensity = 'comfortable' | 'compact';

/** What the seller chose for one table: columns shown or hidden by hand, and the density. */
export interface TablePrefs {
  shown: string[];
  hidden: string[];
  density: TableDensity;
}

export const DEFAULT_TABLE_PREFS: TablePrefs = { shown: [], hidden: [], density: 'comfortable' };

/**
 * The columns of priority 2 and up that fit beside the higher-priority ones in `availablePx`
 * (columns `emPx` wide per em), taken most important first (a group at once) until one does not
 * fit. An unknown
 * width (0) fits everything.
 */
export function columnsThatFit(
  columns: readonly TableColumn[],
  availablePx: number,
  emPx: number,
): Set<string> {
  if (availablePx <= 0) return new Set(columns.map((column) => column.id));
  const fitting = new Set<string>();
  let used = 0;
  for (const column of columns) {
    if (column.priority <= 1) {
      fitting.add(column.id);
      used += column.width * emPx;
    }
  }
  const optional = columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.priority > 1)
    .sort(
      (left, right) => left.column.priority - right.column.priority || left.index - right.index,
    );
  const units: TableColumn[][] = [];
  for (const { column } of optional) {
    const unit = column.group
      ? units.find(
          (candidate) =>
            candidate[0]?.group === column.group && candidate[0]?.priority === column.priority,
        )
      : undefined;
    if (unit) unit.push(column);
    else units.push([column]);
  }
  for (const unit of units) {
    const width = unit.reduce((sum, column) => sum + column.width * emPx, 0);
    if (used + width > availablePx) break;
    for (const column of unit) fitting.add(column.id);
    used += width;
  }
  return fitting;
}

/** The columns to render, in the table's order. */
export function visibleColumns<Column extends TableColumn>(
  columns: readonly Column[],
  prefs: TablePrefs,
  fitting: ReadonlySet<string>,
  cards: boolean,
  /** The lowest priority a phone card shows by default. */
  cardPriority = 1,
): Column[] {
  return columns.filter((column) => {
    if (column.priority === 0) return true;
    if (prefs.shown.includes(column.id)) return true;
    if (prefs.hidden.includes(column.id)) return false;
    return cards ? column.priority <= cardPriority : fitting.has(column.id);
  });
}

/** The prefs after the seller ticked or unticked one column in the chooser. */
export function withColumnChoice(prefs: TablePrefs, id: string, shown: boolean): TablePrefs {
  const others = (ids: string[]) => ids.filter((candidate) => candidate !== id);
  return shown
    ? { ...prefs, shown: [...others(prefs.shown), id], hidden: others(prefs.hidden) }
    : { ...prefs, shown: others(prefs.shown), hidden: [...others(prefs.hidden), id] };
}

function storageKey(userId: string, tableId: string): string {
  return `refurb.table.${userId}.${tableId}`;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The seller's choices for a table on this browser; defaults when none or unreadable. */
export function readTablePrefs(userId: string | null, tableId: string): TablePrefs {
  if (!userId) return DEFAULT_TABLE_PREFS;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId, tableId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return DEFAULT_TABLE_PREFS;
    const { shown, hidden, density } = stored as Record<string, unknown>;
    return {
      shown: isStringList(shown) ? shown : [],
      hidden: isStringList(hidden) ? hidden : [],
      density: density === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    return DEFAULT_TABLE_PREFS;
  }
}

/** Remembers the choices per user and table; without a user (or storage) they last the visit. */
export function writeTablePrefs(userId: string | null, tableId: string, prefs: TablePrefs): void {
  if (!userId) return;
  try {
    localStorage.setItem(storageKey(userId, tableId), JSON.stringify(prefs));
  } catch {
    // Storage full or refused: the choice still holds until the page is left.
  }
}
