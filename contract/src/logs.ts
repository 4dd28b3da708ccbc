// GET /api/logs and GET /api/logs/{batch}: repricing batches and their entries (upstream/README.md).
import { type ListPaging } from './common.js';
import { type PriceDecision } from './decisions.js';

/** A repricing batch; `end` is null while it runs. */
export interface LogBatchRow {
  batch: number;
  total: number;
  success: number;
  skipped: number;
  failures: number;
  start: string;
  end: string | null;
}

/** The query of GET /api/logs. */
export type LogBatchesQuery = { page: number };

/** The answer of GET /api/logs: batches newest first. */
export interface LogBatchesPage extends ListPaging {
  items: LogBatchRow[];
}

/** An entry's status. */
export type LogEntryStatus = 'success' | 'skipped' | 'failed';

/** The query of GET /api/logs/{batch}: a page of its entries, optionally filtered. */
export type LogEntriesQuery = {
  page: number;
  status?: LogEntryStatus;
  /** Words that must all match the product (brand, name, model, storage, grade, ids). */
  search?: string;
};

/** One entry of a batch: one item's decision. */
export interface LogEntryAnswer {
  /** Fixed and unique in the store. */
  id: number;
  catalog_item_id: number;
  external_id: string | null;
  brand_name: string;
  /** Model, storage and grade. */
  name: string;
  status: LogEntryStatus;
  readable_status: string;
  old_price: number;
  new_price: number | null;
  percentage_difference: number | null;
  created_at: string;
  readable_reason: string;
  /** Left out by an older store. */
  decision?: PriceDecision;
}

/** The answer of GET /api/logs/{batch}. */
export interface LogBatchAnswer {
  batch: LogBatchRow;
  /** The page of entries after the filters. */
  logs: LogEntryAnswer[];
  /** Entries matching the filters. */
  logs_count: number;
  /** The whole batch, by status. */
  counts: { success: number; skipped: number; failed: number };
  page: number;
  /** Left out by an older store (then 50). */
  per_page?: number;
}

/** GET /api/logs as a client may receive it: an older store answers the bare list of batches. */
export type LogBatchesAnswer = LogBatchesPage | LogBatchRow[];

/**
 * GET /api/logs/{batch} from an older store: the batch as its number, the entries as `items`,
 * without paging (one page of everything) or counts.
 */
export interface OlderLogBatchAnswer {
  batch: number;
  items: LogEntryAnswer[];
  logs_count?: number;
  counts?: { success: number; skipped: number; failed: number };
}

/** GET /api/logs/{batch} as a client may receive it. */
export type LogBatchReceived = LogBatchAnswer | OlderLogBatchAnswer;
