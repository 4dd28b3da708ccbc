// The paging of GET /api/prices/{categoryId} (upstream/README.md): by page number, or by key with
// `after` (a product's key) and `snapshot` (the market version the walk's order was read at).
import { PAGE_SIZE } from '../../data/catalog-query';
import { KeptOrders, rowsAfter, type ListAfter } from '../../data/list-keyset';
import type { StoreRecord } from '../../data/types';
import { validationFailed } from '../http-error';
import {
  matchesPriceFilter,
  orderPriceRows,
  type PriceFilter,
  type PriceRow,
} from '../views/price-list-view';
import { afterMessage } from './list-keyset-params';

export interface PriceListPaging {
  rows: PriceRow[];
  /** Rows matching the filter now. */
  total: number;
  afterKeys: string[];
  hasMore: boolean;
  snapshot: string;
}

/** Per store and category: the category's rows (grade:desc order) by market version. */
const kept = new WeakMap<StoreRecord, Map<number, KeptOrders<PriceRow[]>>>();

function keptOf(store: StoreRecord, categoryId: number): KeptOrders<PriceRow[]> {
  let perCategory = kept.get(store);
  if (!perCategory) {
    perCategory = new Map();
    kept.set(store, perCategory);
  }
  let orders = perCategory.get(categoryId);
  if (!orders) {
    orders = new KeptOrders();
    perCategory.set(categoryId, orders);
  }
  return orders;
}

/**
 * The page by key when `after` came (it wins over `page`), else by number. `category`: the
 * category's rows now, in grade:desc order, at market version `version`.
 */
export function priceListPage(
  store: StoreRecord,
  categoryId: number,
  category: { marketVersion: number; rows: PriceRow[] },
  filter: PriceFilter,
  direction: 'asc' | 'desc',
  page: number,
  after: ListAfter | null,
): PriceListPaging {
  const orders = keptOf(store, categoryId);
  orders.keep(category.marketVersion, category.rows);
  const matches = matchesPriceFilter(filter);
  const matching = orderPriceRows(category.rows.filter(matches), direction);
  const snapshot = String(category.marketVersion);
  if (after === null) {
    const rows = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return {
      rows,
      total: matching.length,
      afterKeys: rows.map((row) => row.product.key),
      hasMore: (page - 1) * PAGE_SIZE + rows.length < matching.length,
      snapshot,
    };
  }
  const then = (after.snapshot === null ? undefined : orders.get(after.snapshot)) ?? category.rows;
  // An older order's rows shown as they are now; a product no longer listed is left out.
  const now = new Map(category.rows.map((row) => [row.product.key, row]));
  const found = rowsAfter(
    orderPriceRows(then, direction),
    (row) => row.product.key,
    (row) => {
      const current = now.get(row.product.key);
      return current !== undefined && matches(current) ? current : null;
    },
    after.key,
    PAGE_SIZE,
  );
  if (!found.found) throw validationFailed({ after: [afterMessage] });
  return {
    rows: found.rows,
    total: matching.length,
    afterKeys: found.rows.map((row) => row.product.key),
    hasMore: found.hasMore,
    snapshot: then === category.rows ? snapshot : String(after.snapshot),
  };
}
