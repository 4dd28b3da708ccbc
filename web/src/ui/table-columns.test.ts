import { afterEach, describe, expect, it } from 'vitest';
import {
  columnsThatFit,
  DEFAULT_TABLE_PREFS,
  readTablePrefs,
  visibleColumns,
  withColumnChoice,
  writeTablePrefs,
  type TableColumn,
} from './table-columns';

const columns: TableColumn[] = [
  { id: 'product', label: 'Product', width: 10, priority: 0 },
  { id: 'ean', label: 'EAN', width: 8, priority: 4 },
  { id: 'grade', label: 'Grade', width: 4, priority: 1 },
  { id: 'stock', label: 'Stock', width: 5, priority: 2 },
  { id: 'colour', label: 'Colour', width: 6, priority: 3 },
  { id: 'price', label: 'Price', width: 6, priority: 1 },
];
const ids = (shown: TableColumn[]) => shown.map((column) => column.id);

describe('table columns', () => {
  afterEach(() => localStorage.clear());

  it('fills the box with the most important columns first, stopping at the first that does not fit', () => {
    // 10 + 4 + 6 = 20 em always; then stock (5), colour (6), EAN (8).
    expect([...columnsThatFit(columns, 20 * 10, 10)].sort()).toEqual(['grade', 'price', 'product']);
    expect([...columnsThatFit(columns, 31 * 10, 10)].sort()).toEqual([
      'colour',
      'grade',
      'price',
      'product',
      'stock',
    ]);
    // An unknown width (no layout yet) shows everything.
    expect(columnsThatFit(columns, 0, 10).size).toBe(columns.length);
  });

  it('shows the columns of a group together or not at all', () => {
    const blocks: TableColumn[] = [
      { id: 'product', label: 'Product', width: 10, priority: 0 },
      { id: 'resell.min', label: 'Min', width: 5, priority: 2, group: 'min' },
      { id: 'resell.max', label: 'Max', width: 5, priority: 3, group: 'max' },
      { id: 'tradeIn.min', label: 'Min', width: 5, priority: 2, group: 'min' },
      { id: 'tradeIn.max', label: 'Max', width: 5, priority: 3, group: 'max' },
    ];
    expect([...columnsThatFit(blocks, 29 * 10, 10)].sort()).toEqual([
      'product',
      'resell.min',
      'tradeIn.min',
    ]);
    expect(columnsThatFit(blocks, 30 * 10, 10).size).toBe(5);
    expect([...columnsThatFit(blocks, 19 * 10, 10)]).toEqual(['product']);
  });

  it('keeps the table order and the key columns even when the box is narrow', () => {
    const fitting = columnsThatFit(columns, 100, 10);
    expect(ids(visibleColumns(columns, DEFAULT_TABLE_PREFS, fitting, false))).toEqual([
      'product',
      'grade',
      'price',
    ]);
  });

  it('shows what the seller picked and hides what they hid, but never the product', () => {
    let prefs = withColumnChoice(DEFAULT_TABLE_PREFS, 'ean', true);
    prefs = withColumnChoice(prefs, 'grade', false);
    prefs = withColumnChoice(prefs, 'product', false);
    const fitting = columnsThatFit(columns, 100, 10);
    expect(ids(visibleColumns(columns, prefs, fitting, false))).toEqual([
      'product',
      'ean',
      'price',
    ]);
    // Ticking a hidden column again moves it back to shown.
    expect(withColumnChoice(prefs, 'grade', true)).toMatchObject({ shown: ['ean', 'grade'] });
  });

  it('puts only the key columns on a phone card, plus what the seller picked', () => {
    const fitting = columnsThatFit(columns, 0, 10);
    expect(ids(visibleColumns(columns, DEFAULT_TABLE_PREFS, fitting, true))).toEqual([
      'product',
      'grade',
      'price',
    ]);
    const withStock = withColumnChoice(DEFAULT_TABLE_PREFS, 'stock', true);
    expect(ids(visibleColumns(columns, withStock, fitting, true))).toContain('stock');
  });

  it('remembers the choices per user and table, and ignores what it cannot read', () => {
    const prefs = { shown: ['ean'], hidden: ['grade'], density: 'compact' as const };
    writeTablePrefs('7', 'catalog', prefs);
    expect(readTablePrefs('7', 'catalog')).toEqual(prefs);
    expect(readTablePrefs('8', 'catalog')).toEqual(DEFAULT_TABLE_PREFS);
    expect(readTablePrefs('7', 'prices')).toEqual(DEFAULT_TABLE_PREFS);
    // Without a user nothing is stored.
    writeTablePrefs(null, 'catalog', prefs);
    expect(readTablePrefs(null, 'catalog')).toEqual(DEFAULT_TABLE_PREFS);
    localStorage.setItem('refurb.table.9.catalog', '{"shown":"ean","density":"tiny"}');
    expect(readTablePrefs('9', 'catalog')).toEqual(DEFAULT_TABLE_PREFS);
    localStorage.setItem('refurb.table.9.catalog', 'not json');
    expect(readTablePrefs('9', 'catalog')).toEqual(DEFAULT_TABLE_PREFS);
  });
});
