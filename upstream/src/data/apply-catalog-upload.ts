// Upserting uploaded rows into a store by external_id (docs/uploads.md). A file changes the store
// only once it was read to its end without a refusal, so a refused or oversize file changes
// nothing. The upload route stages rows while the file is still being read (`StagedCatalogUpload`:
// new items are built aside, rows of items the store has wait), then commits in slices that let
// other requests in between: the waiting rows, the list indexes of the store as it will be (built
// before the new items show, so no request rebuilds them), and the new items joining together.
// While a file that only adds items is read, those indexes are built ahead for the items so far,
// each time on the last, so that its end leaves only the items staged since.
import type {
  CatalogUploadRow,
  RawField,
  RowSources,
  UploadItemRef,
  UploadRowError,
} from '../files';
import type { Locale } from '../i18n';
import { runSteps, stepEnds } from './catalog-index/steps';
import { SLICE_MS } from './sliced-work';
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
  /**
   * The store's list indexes, built for the store as the upload leaves it before it shows
   * (`steps` of a view with the new items and versions), then handed to the store (`adopt`).
   * `appendedTo` is the store when the upload only adds items (its indexes can be extended).
   */
  indexes?: {
    steps(view: StoreRecord, appendedTo: StoreRecord | null): Iterable<void>;
    adopt(view: StoreRecord, store: StoreRecord): void;
    /**
     * The same indexes built ahead, while the file is read, for the store with the new items so
     * far (`view`), on those of `appendedTo` (the store, or the view built ahead before). `steps`
     * then builds on the last of them when nothing else changed the store meanwhile.
     */
    ahead?(view: StoreRecord, appendedTo: StoreRecord): Iterable<void>;
  };
  /** New items staged between two builds ahead at least (default AHEAD_EVERY_ITEMS). */
  aheadEveryItems?: number;
}

/**
 * New items between two builds ahead at least, and half as many as the last one had: each build
 * copies what the last one built (a pass over arrays, not items), so they grow apart.
 */
export const AHEAD_EVERY_ITEMS = 16_384;

export function applyCatalogUpload(
  database: Database,
  store: StoreRecord,
  rows: Iterable<UploadedRow>,
  rejected: RejectedRow[],
  now: number,
  options: ApplyCatalogUploadOptions = {},
): CatalogUploadOutcome {
  const upload = new StagedCatalogUpload(database, store, now, options);
  return runSteps(upload.commit(rows, rejected, options.failedRows));
}

/** Rows between two looks at the clock. */
const ROWS_PER_CHECK = 128;

/**
 * The store as it will read once `items` are its list and the upload has bumped its versions
 * (touchStore): its indexes can be built before the change shows. Everything else is the store's.
 */
function storeAfterUpload(store: StoreRecord, items: CatalogItemRecord[]): StoreRecord {
  return Object.create(store, {
    items: { value: items },
    version: { value: store.version + 1 },
    statsVersion: { value: store.statsVersion + 1 },
  }) as StoreRecord;
}

/**
 * One file's rows applied to a store in two parts. `stage`, while the file is still being read
 * (it may yet be refused): a new item is built aside (a later row of the same id updates it), a
 * row of an item the store has waits; the store is not touched. `commit`, once the file was read
 * cleanly: the waiting rows are applied, the new items numbered, the indexes of the store as it
 * will be built (options.indexes), then the new items join the store together.
 */
export class StagedCatalogUpload {
  private readonly locale: Locale;
  private readonly columns: { price: string; category: string };
  /**
   * The store's items by external id (only uploads add items, one upload per store at once),
   * built in steps by the first rows staged: a pass over the whole store.
   */
  private known: Map<string, CatalogItemRecord> | null = null;
  /** New items by external id, in file order. */
  private readonly created = new Map<string, CatalogItemRecord>();
  /** Rows of items the store has, in file order. */
  private readonly waiting: UploadedRow[] = [];
  private readonly problems: UploadRowError[] = [];
  private updated = 0;
  private unchanged = 0;
  /**
   * The last view built ahead (options.indexes.ahead): the store with the new items staged then,
   * and how many they were.
   */
  private builtAhead: { view: StoreRecord; created: number } | null = null;

  constructor(
    private readonly database: Database,
    private readonly store: StoreRecord,
    readonly now: number,
    private readonly options: ApplyCatalogUploadOptions = {},
  ) {
    this.locale = options.locale ?? 'en-GB';
    this.columns = options.columns ?? { price: 'price', category: 'category' };
  }

  private *knownItems(): Generator<void, Map<string, CatalogItemRecord>> {
    if (this.known) return this.known;
    const known = new Map<string, CatalogItemRecord>();
    const { items } = this.store;
    for (let position = 0; position < items.length; position += 1) {
      if (stepEnds(position)) yield;
      const item = items[position];
      if (item) known.set(item.externalId, item);
    }
    this.known = known;
    return known;
  }

  private refuse(uploaded: UploadedRow, problem: Problem): void {
    this.problems.push({ line: uploaded.line, item: uploaded.item ?? null, ...problem });
  }

  /**
   * Rows as they are read, in file order, in slices of about SLICE_MS; then the indexes built
   * ahead when enough new items came.
   */
  *stage(rows: Iterable<UploadedRow>): Generator<void> {
    yield* this.stageRows(rows);
    yield* this.buildAhead();
  }

  private *stageRows(rows: Iterable<UploadedRow>): Generator<void> {
    const { database, store, now, locale } = this;
    const known = yield* this.knownItems();
    let sliceStart = performance.now();
    let index = 0;
    for (const uploaded of rows) {
      if (index++ % ROWS_PER_CHECK === 0 && performance.now() - sliceStart > SLICE_MS) {
        yield;
        sliceStart = performance.now();
      }
      const { externalId } = uploaded.row;
      const created = this.created.get(externalId);
      if (created) {
        this.count(uploaded, updateItem(created, uploaded, store, now, locale));
        continue;
      }
      if (known.has(externalId)) {
        this.waiting.push(uploaded);
        continue;
      }
      const made = createItem(database, store, uploaded, now, locale, this.columns);
      if ('problem' in made) this.refuse(uploaded, made.problem);
      else this.created.set(externalId, made.item);
    }
  }

  /**
   * The indexes of the store with the new items so far, built on the last ones built ahead, when
   * enough new items came since and the file so far only adds items: once a row may change an
   * item (one the store has, or a new one again), the end builds them whole anyway.
   */
  private *buildAhead(): Generator<void> {
    const ahead = this.options.indexes?.ahead;
    if (!ahead || this.waiting.length > 0 || this.updated > 0) return;
    const every = this.options.aheadEveryItems ?? AHEAD_EVERY_ITEMS;
    const since = this.builtAhead?.created ?? 0;
    if (this.created.size - since < Math.max(every, since / 2)) return;
    const { store } = this;
    const view = storeAfterUpload(store, store.items.concat([...this.created.values()]));
    yield;
    for (const _step of ahead(view, this.lastBuiltAhead(view) ?? store)) yield;
    this.builtAhead = { view, created: this.created.size };
  }

  /**
   * The view built ahead that `view` (the same store, more new items) can build on: the last one,
   * unless the store changed since (it has another version then).
   */
  private lastBuiltAhead(view: StoreRecord): StoreRecord | null {
    const last = this.builtAhead?.view;
    return last && last.version === view.version ? last : null;
  }

  private count(uploaded: UploadedRow, result: ReturnType<typeof updateItem>): void {
    if (typeof result === 'object') this.refuse(uploaded, result);
    else if (result === 'changed') this.updated += 1;
    else this.unchanged += 1;
  }

  /**
   * The file was read to its end without a refusal: `rows` not staged yet (nothing built ahead for
   * them), then the waiting rows, the indexes and the new items; `rejected`: the parser's refusals.
   */
  *commit(
    rows: Iterable<UploadedRow>,
    rejected: RejectedRow[],
    failedRows = rejected.length,
  ): Generator<void, CatalogUploadOutcome> {
    const { database, store, now, locale } = this;
    yield* this.stageRows(rows);
    const known = yield* this.knownItems();
    let sliceStart = performance.now();
    for (const [index, uploaded] of this.waiting.entries()) {
      if (index % ROWS_PER_CHECK === 0 && performance.now() - sliceStart > SLICE_MS) {
        yield;
        sliceStart = performance.now();
      }
      const item = known.get(uploaded.row.externalId);
      if (item) this.count(uploaded, updateItem(item, uploaded, store, now, locale));
    }
    const created = [...this.created.values()];
    for (const item of created) item.id = database.nextItemId++;
    const changed = created.length + this.updated > 0;
    const { indexes } = this.options;
    let view: StoreRecord | null = null;
    if (changed && indexes) {
      view = storeAfterUpload(
        store,
        created.length > 0 ? store.items.concat(created) : store.items,
      );
      const appendedTo = this.updated === 0 ? (this.lastBuiltAhead(view) ?? store) : null;
      for (const _step of indexes.steps(view, appendedTo)) yield;
      yield;
    }
    // By id first, in slices (ids nobody knows yet); then the list, at once.
    sliceStart = performance.now();
    for (const [index, item] of created.entries()) {
      if (index % ROWS_PER_CHECK === 0 && performance.now() - sliceStart > SLICE_MS) {
        yield;
        sliceStart = performance.now();
      }
      store.itemsById.set(item.id, item);
    }
    for (const item of created) store.items.push(item);
    if (changed) touchStore(store, now);
    if (view && indexes) indexes.adopt(view, store);
    const errors: UploadRowError[] = rejected.map((entry) => ({
      line: entry.line,
      item: entry.item ?? null,
      column: entry.column ?? null,
      value: entry.value ?? null,
      message: entry.message,
    }));
    errors.push(...this.problems);
    errors.sort(
      (left, right) =>
        left.line - right.line || (left.item?.position ?? 0) - (right.item?.position ?? 0),
    );
    return {
      created: created.length,
      updated: this.updated,
      unchanged: this.unchanged,
      failed: failedRows + this.problems.length,
      errors,
    };
  }
}
