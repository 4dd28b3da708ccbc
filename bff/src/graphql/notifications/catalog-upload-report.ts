import { type NotificationsReceived } from '@refurb/contract';
import { Field, Int, ObjectType } from 'type-graphql';
import { clientRequestId } from '../../http/request-id.js';
import { integer, list, record, text } from '../../upstream/raw-values.js';
import { notificationItems } from '../viewer/user-mapping.js';

/** Row errors a report carries at most; the upstream sends no more, a larger list is cut here. */
export const maxReportedRowErrors = 200;

@ObjectType({
  description:
    'One row or item of an uploaded catalog that was refused, as the upstream reported it. The ' +
    'message is written in the language of the uploader by the upstream.',
})
export class UploadRowError {
  @Field(() => Int, {
    nullable: true,
    description:
      'Line of the file where the row starts (header = line 1); for XML, the line of the ' +
      'start tag of the item. Null when the upstream did not say.',
  })
  line!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The column (CSV header name or XML element) whose value was refused; null when the ' +
      'whole row was refused or the upstream did not say (older upstreams never do).',
  })
  column!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The refused value exactly as written in the file; null when the upstream did not send ' +
      'it (older upstreams never do).',
  })
  value!: string | null;

  @Field(() => String, { description: 'Why the row was refused, for the seller to read.' })
  message!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'XML uploads: position of the item in the file (first = 1); null for CSV rows.',
  })
  itemPosition!: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'XML uploads: the id of the item (external_id or g:id) when it had one; null for CSV.',
  })
  itemId!: string | null;
}

@ObjectType({
  description:
    'What the upstream did with an uploaded catalog (the catalog-upload-completed event). Good ' +
    'rows are applied even when others fail. From an older upstream, unchanged and ' +
    'blankRowsSkipped are null (it does not count them) and the row errors carry only line and message.',
})
export class CatalogUploadReport {
  @Field(() => String, {
    nullable: true,
    description: 'Name of the uploaded file; null when the upstream did not send it.',
  })
  filename!: string | null;

  @Field(() => Int, { description: 'Products created (0 when the upstream sent no count).' })
  created!: number;

  @Field(() => Int, {
    description: 'Existing products whose data changed (0 when the upstream sent no count).',
  })
  updated!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Rows matching a product that needed no change; null when the upstream does not count them.',
  })
  unchanged!: number | null;

  @Field(() => Int, {
    description:
      'Rows refused; when the upstream sent no count, the number of row errors it reported.',
  })
  failed!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Empty lines passed over; null when the upstream does not count them.',
  })
  blankRowsSkipped!: number | null;

  @Field(() => [UploadRowError], {
    description: `The first refused rows in file order (at most ${maxReportedRowErrors}); rowErrorsTotal counts them all.`,
  })
  rowErrors!: UploadRowError[];

  @Field(() => Int, {
    description:
      'How many row errors there were in all; more than rowErrors holds when the list was cut. ' +
      'From an older upstream: the larger of failed and the errors it listed.',
  })
  rowErrorsTotal!: number;
}

/** A count as the schema's Int can carry it: a whole number from 0 to 2^31 − 1, else unknown. */
function count(value: unknown): number | null {
  const parsed = integer(value);
  return parsed !== null && parsed >= 0 && parsed <= 2_147_483_647 ? parsed : null;
}

/** Text worth showing: a non-empty string (numbers as written), else null. */
function someText(value: unknown): string | null {
  const found = text(value);
  return found === null || found === '' ? null : found;
}

/** An older upstream's error string, "line 4: …". */
const legacyErrorText = /^line (\d+):\s*([\s\S]*)$/i;

/**
 * One entry of `row_errors` (objects) or of an older upstream's `errors` (objects with line and
 * message, or "line 4: …" strings). Null when it carries no message: nothing to tell the seller.
 */
function toRowError(entry: unknown): UploadRowError | null {
  const error = new UploadRowError();
  error.line = null;
  error.column = null;
  error.value = null;
  error.itemPosition = null;
  error.itemId = null;
  if (typeof entry === 'string') {
    const legacy = legacyErrorText.exec(entry.trim());
    error.line = legacy ? count(legacy[1]) : null;
    error.message = (legacy ? (legacy[2] ?? '') : entry).trim();
    return error.message === '' ? null : error;
  }
  const fields = record(entry);
  const message = someText(fields.message);
  if (message === null) return null;
  error.message = message;
  error.line = count(fields.line);
  error.column = someText(fields.column);
  // The refused value may legitimately be empty ("" for a required column left blank).
  error.value = text(fields.value);
  const item = record(fields.item);
  error.itemPosition = count(item.position);
  error.itemId = someText(item.id);
  return error;
}

/**
 * The catalog-upload-completed payload (snake_case, as pusher-js decoded it) as the typed report.
 * Reads the current shape (`row_errors`, `row_errors_total`, `unchanged`, `blank_rows_skipped`,
 * `filename`) and an older upstream's (`created`, `updated`, `failed`, `errors`); anything
 * malformed becomes null or is left out, never an error: the upload itself has happened.
 */
export function toCatalogUploadReport(data: unknown): CatalogUploadReport {
  const payload = record(data);
  const current = Array.isArray(payload.row_errors);
  const entries = list(current ? payload.row_errors : payload.errors);
  const rowErrors = entries
    .slice(0, maxReportedRowErrors)
    .map(toRowError)
    .filter((error): error is UploadRowError => error !== null);

  const report = new CatalogUploadReport();
  report.filename = someText(payload.filename);
  report.created = count(payload.created) ?? 0;
  report.updated = count(payload.updated) ?? 0;
  report.unchanged = count(payload.unchanged);
  report.blankRowsSkipped = count(payload.blank_rows_skipped);
  const failed = count(payload.failed);
  const total = count(payload.row_errors_total);
  report.rowErrorsTotal = Math.max(total ?? failed ?? 0, entries.length);
  report.failed = failed ?? report.rowErrorsTotal;
  report.rowErrors = rowErrors;
  return report;
}

/**
 * The job (or request) id the store echoes in export and upload events and notifications
 * (`request_id`: the BFF sends its job id as X-Request-Id).
 */
export function jobIdOf(data: unknown): string | null {
  const id = (data as { request_id?: unknown } | null)?.request_id;
  return typeof id === 'string' ? clientRequestId(id) : null;
}

/**
 * The store's report on the upload of job `jobId`, from its notification list: the
 * catalog_upload_completed notification that names the job; null when the list holds none (the
 * store has not finished the file, or newer notifications pushed it out).
 */
export function uploadReportOfJob(
  answer: NotificationsReceived,
  jobId: string,
): CatalogUploadReport | null {
  const found = notificationItems(answer).find(
    ({ type, data }) => type === 'catalog_upload_completed' && jobIdOf(data) === jobId,
  );
  return found ? toCatalogUploadReport(found.data) : null;
}
