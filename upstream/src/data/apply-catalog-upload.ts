// Upserting uploaded rows into a store by external_id (docs/uploads.md). Runs after the whole
// file parsed cleanly, so a refused or oversize file changes nothing. The upload route applies a
// file in slices that let other requests in between (a 100,000-row file takes about a second);
// new items join the catalog together at the end, so the store's list indexes are not rebuilt
// for a half-applied file.
import type {
  CatalogUploadRow,
  RawField,
  RowSources,
  UploadItemRef,
  UploadRowError,
} from '../files';
import type { Locale } from '../i18n';
import { touchStore } from './store-changes';
import type { CatalogItemRecord, Database, StoreRecord } from './types';
import { createItem, updateItem } from './uploaded-item';
import type { Problem } from './upload-row-checks';

export interface UploadedRow {
  line: number;
  row: CatalogUploadRow;
  /** XML items: position and id, repeated in an error about the row. */
  item?: UploadItemRef | null;
  /** Where the row's values came from (column and text as given), for error messages. */
  sources?: RowSources;
  /** Where its category came from. */
  categorySource?: RawField | null;
}

/** A row the parser refused, as the report lists it. */
export type RejectedRow = Pick<UploadRowError, 'line' | 'message'> &
  Partial<Omit<UploadRowError, 'line' | 'message'>>;

export interface CatalogUploadOutcome {
  created: number;
  /** Existing items whose stored values changed. */
  updated: number;
  /** Rows that matched an existing item and changed none of its values. */
  unchanged: number;
  /** Rows refused, by the parser or here. */
  failed: number;
  /** Every error, in file order (a row may have several). */
  errors: UploadRowError[];
}

export interface ApplyCatalogUploadOptions {
  /** The uploader's language, for the errors found here (default en-GB). */
  locale?: Locale;
  /** Rows the parser refused (default: one per entry of `rejected`). */
  failedRows?: number;
  /** What the file calls the price and category columns (feeds: g:price, g:product_type). */
  columns?: { price: string; category: string };
}

export function applyCatalogUpload(
  database: Database,
  store: StoreRecord,
  rows: Iterable<UploadedRow>,
  rejected: RejectedRow[],
  now: number,
  options: ApplyCatalogUploadOptions = {},
): CatalogUploadOutcome {
  const steps = applySteps(database, store, rows, rejected, now, options);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** Time one slice may take before other requests get their turn. */
const SLICE_MS = 8;

/**
 * applyCatalogUpload in slices of about SLICE_MS, the event loop turning between them: the
 * rows' changes to existing items land slice by slice, new items all at once at the end.
 */
export async function applyCatalogUploadInSlices(
  database: Database,
  store: StoreRecord,
  rows: Iterable<UploadedRow>,
  rejected: RejectedRow[],
  now: number,
  options: ApplyCatalogUploadOptions = {},
): Promise<CatalogUploadOutcome> {
  const steps = applySteps(database, store, rows, rejected, now, options);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Rows between two looks at the clock. */
const ROWS_PER_CHECK = 128;

function* applySteps(
  database: Database,
  store: StoreRecord,
  rows: Iterable<UploadedRow>,
  rejected: RejectedRow[],
  now: number,
  options: ApplyCatalogUploadOptions,
): Generator<void, CatalogUploadOutcome> {
  const locale = options.locale ?? 'en-GB';
  const columns = options.columns ?? { price: 'price', category: 'category' };
  const byExternalId = new Map(store.items.map((item) => [item.externalId, item]));
  const outcome: CatalogUploadOutcome = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: options.failedRows ?? rejected.length,
    errors: rejected.map((entry) => ({
      line: entry.line,
      item: entry.item ?? null,
      column: entry.column ?? null,
      value: entry.value ?? null,
      message: entry.message,
    })),
  };
  const refuse = (uploaded: UploadedRow, problem: Problem) => {
    outcome.failed += 1;
    outcome.errors.push({ line: uploaded.line, item: uploaded.item ?? null, ...problem });
  };
  const createdItems: CatalogItemRecord[] = [];
  let sliceStart = performance.now();
  let index = 0;
  for (const uploaded of rows) {
    if (index++ % ROWS_PER_CHECK === 0 && performance.now() - sliceStart > SLICE_MS) {
      yield;
      sliceStart = performance.now();
    }
    const { row } = uploaded;
    const existing = byExternalId.get(row.externalId);
    if (existing) {
      const result = updateItem(existing, uploaded, store, now, locale);
      if (typeof result === 'object') refuse(uploaded, result);
      else if (result === 'changed') outcome.updated += 1;
      else outcome.unchanged += 1;
      continue;
    }
    const created = createItem(database, store, uploaded, now, locale, columns);
    if ('problem' in created) {
      refuse(uploaded, created.problem);
      continue;
    }
    createdItems.push(created.item);
    byExternalId.set(created.item.externalId, created.item);
    outcome.created += 1;
  }
  for (const item of createdItems) {
    store.items.push(item);
    store.itemsById.set(item.id, item);
  }
  outcome.errors.sort(
    (left, right) =>
      left.line - right.line || (left.item?.position ?? 0) - (right.item?.position ?? 0),
  );
  if (outcome.created + outcome.updated > 0) touchStore(store, now);
  return outcome;
}
