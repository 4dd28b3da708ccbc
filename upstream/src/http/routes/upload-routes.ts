// POST /api/catalog/upload: multipart field `catalog`, .csv or .xml, at most 20 MB, parsed in a
// worker thread while it streams in; rows land only when the whole file was read, then
// catalog-upload-completed is sent. One upload per store at a time: another is refused with 409.
import type { CatalogUploadCompletedEvent, UploadAcceptedAnswer } from '@refurb/contract';
import type { Readable } from 'node:stream';
import { notificationsChannel } from '../../app-services';
import {
  type CatalogUploadOutcome,
  type StagedCatalogUpload,
  type UploadedRow,
} from '../../data/apply-catalog-upload';
import { inSlices, nextTurn, type SlicedWork } from '../../data/sliced-work';
import type { StoreRecord } from '../../data/types';
import { addUserNotification } from '../../data/user-notifications';
import {
  CatalogUploadRejected,
  catalogUploadFormat,
  type CatalogUploadFormat,
  MAX_UPLOAD_ROWS,
  parseCatalogUploadInWorker,
  uploadText,
  type WorkerParsedCatalog,
} from '../../files';
import { type Locale, requestLocale } from '../../i18n';
import { apiRoute, requireCatalog } from '../api-route';
import { forbidden, HttpError, validationFailed } from '../http-error';
import type { AuthenticatedContext } from '../request-context';
import { sendJson } from '../respond';
import { firstShownSteps, otherSortOrderSteps } from '../views/warm-store-indexes';
import { multipartParser, whenSenderGone } from './upload-request';
import { startStaging, uploadContext } from './upload-staging';
import type { Router } from '../router';

export { MAX_UPLOAD_ROWS };
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
/** Refused rows listed in the event: hosted Pusher events are small; `row_errors_total` counts all. */
export const ROW_ERRORS_REPORTED = 200;
/** The older `errors` list keeps its former length. */
const LEGACY_ERRORS_REPORTED = 50;

/** The code of the 409 that refuses a second upload while one is being read or applied. */
export const UPLOAD_IN_PROGRESS = 'upload_in_progress';

/** Stores with an upload being read or applied (one at a time per store). */
const uploading = new WeakSet<StoreRecord>();

interface ReceivedCatalog {
  filename: string;
  format: CatalogUploadFormat;
  parsed: WorkerParsedCatalog;
  /** The rows, staged while the file was read (see StagedCatalogUpload). */
  staged: StagedCatalogUpload;
  /** The staging still queued when the file ended. */
  staging: SlicedWork;
}

export function registerUploadRoutes(router: Router): void {
  router.add(
    'POST',
    '/api/catalog/upload',
    apiRoute(async (context) => {
      requireCatalog(context);
      if (!context.store.configuration.manualFeedUploadEnabled)
        throw forbidden('Manual catalog upload is not enabled for this account.');
      const declared = declaredLength(context);
      const locale = requestLocale(context.req.headers['accept-language'], context.user.language);
      if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooLarge(locale);
      const { store } = context;
      if (uploading.has(store)) {
        // Answered at once, and the body read to its end and dropped on a connection kept
        // open: the sender (the BFF streams the file) gets this answer, not a broken pipe.
        sendJson(context, 409, {
          message: uploadText(locale, 'uploadRunning'),
          code: UPLOAD_IN_PROGRESS,
        });
        context.req.resume();
        return;
      }
      uploading.add(store);
      let received: ReceivedCatalog;
      try {
        received = await receiveCatalog(context, locale);
      } catch (error) {
        uploading.delete(store);
        throw error;
      }
      sendJson(context, 202, {
        message: 'Upload received; the result follows as catalog-upload-completed.',
      } satisfies UploadAcceptedAnswer);
      void applyReceived(context, received, locale)
        .catch((error: unknown) =>
          context.services.logger.error({ err: error, storeId: store.id }, 'catalog upload failed'),
        )
        .finally(() => uploading.delete(store))
        // The sort orders the report did not wait for (the store is free for the next file).
        .then(async () => {
          for (const _step of otherSortOrderSteps(store)) await nextTurn();
        })
        .catch((error: unknown) =>
          context.services.logger.error({ err: error, storeId: store.id }, 'sort orders failed'),
        );
    }),
  );
}

/**
 * Applies a file read to its end, then notifies the uploader (catalog-upload-completed): the rows
 * staged while it was read are committed, the store's list indexes built before the new items
 * show; all in parts with other requests between.
 */
async function applyReceived(
  context: AuthenticatedContext,
  received: ReceivedCatalog,
  locale: Locale,
): Promise<void> {
  await nextTurn();
  const { services, store, user } = context;
  const started = performance.now();
  const { parsed } = received;
  await received.staging.idle();
  const outcome = await inSlices(received.staged.commit(parsed.rows, parsed.errors, parsed.failed));
  // Built before the new items showed; again only if a change meanwhile made a part stale. The
  // other sort orders follow the report (the seller sees the new items sooner).
  for (const _step of firstShownSteps(store, services.db)) await nextTurn();
  const payload = uploadReport(received.filename, outcome, parsed.blankRows);
  services.logger.info(
    {
      storeId: store.id,
      created: outcome.created,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
      failed: outcome.failed,
      blankRows: parsed.blankRows,
      ms: Math.round(performance.now() - started),
    },
    'catalog upload applied',
  );
  // The request's X-Request-Id comes back with the event and stays in the notification: the
  // sender (the BFF) finds the report of its upload by it.
  const requestId = requestIdOf(context);
  const sentBack = requestId === null ? {} : { request_id: requestId };
  addUserNotification(services.db, store, {
    type: 'catalog_upload_completed',
    message: uploadText(locale, 'notification', {
      filename: received.filename,
      created: outcome.created,
      updated: outcome.updated,
      unchanged: outcome.unchanged,
      failed: outcome.failed,
    }),
    catalogItemId: null,
    data: { ...payload, ...sentBack },
    createdAt: services.now(),
  });
  // Free before the report goes out: a client that answers it with the next file is not refused.
  uploading.delete(store);
  services.publish(notificationsChannel(user.id), 'catalog-upload-completed', {
    ...payload,
    ...sentBack,
  });
}

/** The request's X-Request-Id when it looks like one (8 to 128 of [A-Za-z0-9_.-]). */
export function requestIdOf(context: { req: { headers: Record<string, unknown> } }): string | null {
  const value = context.req.headers['x-request-id'];
  return typeof value === 'string' && /^[\w.-]{8,128}$/.test(value) ? value : null;
}

/**
 * The catalog-upload-completed payload (snake_case; `created`, `updated`, `failed` and `errors`
 * are the keys older clients read). docs/realtime.md and docs/uploads.md describe it.
 */
export function uploadReport(
  filename: string,
  outcome: CatalogUploadOutcome,
  blankRows: number,
): CatalogUploadCompletedEvent {
  return {
    filename,
    created: outcome.created,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    failed: outcome.failed,
    blank_rows_skipped: blankRows,
    row_errors: outcome.errors.slice(0, ROW_ERRORS_REPORTED).map((error) => ({
      line: error.line,
      item: error.item ? { position: error.item.position, id: error.item.id } : null,
      column: error.column,
      value: error.value,
      message: error.message,
    })),
    row_errors_total: outcome.errors.length,
    errors: outcome.errors
      .slice(0, LEGACY_ERRORS_REPORTED)
      .map((error) => ({ line: error.line, message: error.message })),
  };
}

/** The request's Content-Length (0 when it has none: a chunked body). */
function declaredLength(context: AuthenticatedContext): number {
  return Number(context.req.headers['content-length'] ?? 0);
}

function tooLarge(locale: Locale): HttpError {
  return new HttpError(413, { message: uploadText(locale, 'tooLarge') });
}

function receiveCatalog(context: AuthenticatedContext, locale: Locale): Promise<ReceivedCatalog> {
  // Rows staged while the file is read; what is still queued is dropped when the file is refused.
  let staging: SlicedWork | null = null;
  return new Promise((resolve, refuse) => {
    const reject = (error: unknown) => {
      staging?.cancel();
      refuse(error);
    };
    const parser = multipartParser(context, MAX_UPLOAD_BYTES);
    if (!parser) {
      reject(new HttpError(415, { message: uploadText(locale, 'notMultipart') }));
      return;
    }
    let job: Promise<ReceivedCatalog> | null = null;
    let failure: HttpError | null = null;
    let truncated = false;
    let fileStream: Readable | null = null;
    whenSenderGone(context, () => {
      fileStream?.destroy(new Error('the upload was cut off'));
      reject(new HttpError(400, { message: uploadText(locale, 'malformedBody') }));
    });
    parser.on('file', (field, stream, info) => {
      if (field !== 'catalog' || job !== null || failure !== null) {
        stream.resume();
        return;
      }
      const filename = info.filename ?? '';
      const format = catalogUploadFormat(filename);
      if (!format) {
        failure = new HttpError(415, { message: uploadText(locale, 'wrongType') });
        stream.resume();
        return;
      }
      fileStream = stream;
      stream.on('limit', () => {
        truncated = true;
      });
      // Stopping early must not destroy the part (busboy would fail the whole request): the rest
      // of the body is drained instead, and the answer is sent once it has been read.
      const chunks = stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
      // Over the size limit the answer is 413 whatever follows: the parser stops reading.
      const { staged, work } = startStaging(context, locale, format);
      staging = work;
      const uploadContextNow = {
        ...uploadContext(context.store, locale, staged.now),
        fileBytesAtMost: Math.min(declaredLength(context) || MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES),
        stopped: () => truncated,
        rowsRead: (rows: Iterable<UploadedRow>) => work.add(staged.stage(rows)),
      };
      job = parseCatalogUploadInWorker(chunks, format, uploadContextNow)
        .then((parsed) => ({ filename, format, parsed, staged, staging: work }))
        .finally(() => stream.resume());
      // Awaited on 'close'; this only keeps an early refusal from counting as unhandled meanwhile.
      job.catch(() => undefined);
    });
    parser.on('error', () =>
      reject(new HttpError(400, { message: uploadText(locale, 'malformedBody') })),
    );
    parser.on('close', () => {
      void (async () => {
        if (failure) return reject(failure);
        if (truncated) {
          await job?.catch(() => undefined);
          return reject(tooLarge(locale));
        }
        if (!job)
          return reject(validationFailed({ catalog: [uploadText(locale, 'fieldRequired')] }));
        try {
          resolve(await job);
        } catch (error) {
          if (truncated) reject(tooLarge(locale));
          else if (error instanceof CatalogUploadRejected)
            reject(
              new HttpError(422, { message: error.message, errors: { catalog: [error.message] } }),
            );
          else reject(error);
        }
      })();
    });
    context.req.pipe(parser);
  });
}
