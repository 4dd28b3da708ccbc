// Repricing batches and their entries (`../logs.ts` names the types and documents the routes).
import { Type } from 'typebox';
import { KeysetPagingSchema, ListPagingSchema, Nullable } from './common-schema.js';
import { PriceDecisionSchema } from './decisions-schema.js';

export const LogBatchRowSchema = Type.Object({
  batch: Type.Integer(),
  total: Type.Integer(),
  success: Type.Integer(),
  skipped: Type.Integer(),
  failures: Type.Integer(),
  /** Null from an older store that does not keep it. */
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
});

export const LogBatchesPageSchema = Type.Object({
  ...ListPagingSchema.properties,
  ...KeysetPagingSchema.properties,
  items: Type.Array(LogBatchRowSchema),
});

export const LogEntryStatusSchema = Type.Enum(['success', 'skipped', 'failed']);

export const LogEntryAnswerSchema = Type.Object({
  /** Left out by an older store. */
  id: Type.Optional(Type.Integer()),
  catalog_item_id: Type.Integer(),
  external_id: Nullable(Type.String()),
  brand_name: Type.String(),
  name: Type.String(),
  status: LogEntryStatusSchema,
  readable_status: Type.String(),
  old_price: Type.Number(),
  new_price: Nullable(Type.Number()),
  percentage_difference: Nullable(Type.Number()),
  created_at: Type.String(),
  readable_reason: Type.String(),
  decision: Type.Optional(PriceDecisionSchema),
});

const StatusCountsSchema = Type.Object({
  success: Type.Integer(),
  skipped: Type.Integer(),
  failed: Type.Integer(),
});

export const LogBatchAnswerSchema = Type.Object({
  batch: LogBatchRowSchema,
  logs: Type.Array(LogEntryAnswerSchema),
  /** These three are left out by an older store, which answers one page of everything. */
  logs_count: Type.Optional(Type.Integer()),
  counts: Type.Optional(StatusCountsSchema),
  page: Type.Optional(Type.Integer()),
  per_page: Type.Optional(Type.Integer()),
  ...KeysetPagingSchema.properties,
});

export const LogBatchesAnswerSchema = Type.Union([
  LogBatchesPageSchema,
  Type.Array(LogBatchRowSchema),
]);

export const OlderLogBatchAnswerSchema = Type.Object({
  batch: Type.Integer(),
  items: Type.Array(LogEntryAnswerSchema),
  logs_count: Type.Optional(Type.Integer()),
  counts: Type.Optional(StatusCountsSchema),
});

export const LogBatchReceivedSchema = Type.Union([LogBatchAnswerSchema, OlderLogBatchAnswerSchema]);
