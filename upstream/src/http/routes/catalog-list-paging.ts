// The paging of GET /api/catalog (upstream/README.md): by page number, or by key with `after`
// (and `snapshot`, the order a walk started on); `updated_since` keeps the items changed since.
import {
  formatCatalogKey,
  keepOrder,
  parseCatalogKey,
  queryCatalogAfter,
  type CatalogKey,
} from '../../data/catalog-keyset';
import {
  PAGE_SIZE,
  queryCatalog,
  type CatalogFilter,
  type CatalogSort,
  type MarketPresence,
} from '../../data/catalog-query';
import type { CatalogItemRecord } from '../../data/types';
import { addError, type ValidationErrors } from '../query-params';
import type { AuthenticatedContext } from '../request-context';

export interface CatalogListPage {
  items: CatalogItemRecord[];
  total: number;
  afterKeys: string[];
  hasMore: boolean;
  snapshot: string;
}

/** `after`: `<sort key>,<id>` from an earlier answer's `after_keys`, and the optional `snapshot`. */
export function readAfter(
  query: URLSearchParams,
  errors: ValidationErrors,
): { key: CatalogKey; snapshot: string | null } | null {
  const raw = query.get('after');
  const snapshot = query.get('snapshot');
  if (raw === null || raw === '') return null;
  const key = parseCatalogKey(raw);
  if (key === null) {
    addError(errors, 'after', 'The after field must be an after_keys value of an earlier answer.');
    return null;
  }
  if (snapshot !== null && !/^[a-z]+\.(asc|desc)(\.\d{1,15}){3}$/.test(snapshot)) {
    addError(errors, 'snapshot', 'The snapshot field must be the snapshot of an earlier answer.');
    return null;
  }
  return { key, snapshot: snapshot === '' ? null : snapshot };
}

/** `updated_since`: an ISO-8601 date-time; absent or empty: null (not filtered). */
export function readUpdatedSince(query: URLSearchParams, errors: ValidationErrors): number | null {
  const raw = query.get('updated_since');
  if (raw === null || raw === '') return null;
  const time = /^\d{4}-\d{2}-\d{2}T/.test(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) {
    addError(errors, 'updated_since', 'The updated_since field must be an ISO-8601 date-time.');
    return null;
  }
  return time;
}

/** The page by key when `after` came (it wins over `page`), else by number. */
export function catalogPage(
  context: AuthenticatedContext,
  filter: CatalogFilter,
  sort: CatalogSort,
  page: number,
  after: { key: CatalogKey; snapshot: string | null } | null,
  market: MarketPresence,
): CatalogListPage {
  const { store } = context;
  if (after !== null) {
    return queryCatalogAfter(store, filter, sort, after.key, after.snapshot, market);
  }
  const result = queryCatalog(store, filter, sort, page, market);
  keepOrder(store, result.orderToken, result.order);
  return {
    items: result.items,
    total: result.total,
    afterKeys: result.items.map((item, index) =>
      formatCatalogKey(result.keys[index] ?? 0, item.id),
    ),
    hasMore: (page - 1) * PAGE_SIZE + result.items.length < result.total,
    snapshot: result.orderToken,
  };
}
