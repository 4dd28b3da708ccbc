// GET /api/logs and GET /api/logs/{batch}: repricing batches and their entries (upstream/README.md).
// The answers' types are their schemas' (schemas/logs-schema.ts).
import { type Static } from 'typebox';
import type {
  LogBatchAnswerSchema,
  LogBatchesAnswerSchema,
  LogBatchesPageSchema,
  LogBatchReceivedSchema,
  LogBatchRowSchema,
  LogEntryAnswerSchema,
  LogEntryStatusSchema,
  OlderLogBatchAnswerSchema,
} from './schemas/logs-schema.js';

/** A repricing batch; `end` is null while it runs. */
export type LogBatchRow = Static<typeof LogBatchRowSchema>;

/** The query of GET /api/logs. */
export type LogBatchesQuery = { page: number };

/** The answer of GET /api/logs: batches newest first. */
export type LogBatchesPage = Static<typeof LogBatchesPageSchema>;

/** An entry's status. */
export type LogEntryStatus = Static<typeof LogEntryStatusSchema>;

/** The query of GET /api/logs/{batch}: a page of its entries, optionally filtered. */
export type LogEntriesQuery = {
  page: number;
  status?: LogEntryStatus;
  /** Words that must all match the product (brand, name, model, storage, grade, ids). */
  search?: string;
};

/** One entry of a batch: one item's decision. */
export type LogEntryAnswer = Static<typeof LogEntryAnswerSchema>;

/** The answer of GET /api/logs/{batch}. */
export type LogBatchAnswer = Static<typeof LogBatchAnswerSchema>;

/** GET /api/logs as a client may receive it: an older store answers the bare list of batches. */
export type LogBatchesAnswer = Static<typeof LogBatchesAnswerSchema>;

/**
 * GET /api/logs/{batch} from an older store: the batch as its number, the entries as `items`,
 * without paging (one page of everything) or counts.
 */
export type OlderLogBatchAnswer = Static<typeof OlderLogBatchAnswerSchema>;

/** GET /api/logs/{batch} as a client may receive it. */
export type LogBatchReceived = Static<typeof LogBatchReceivedSchema>;
