// POST /api/catalog/upload: multipart field `catalog`, .csv or .xml, at most 20 MB, parsed while it
// streams in; rows land only when the whole file was read, then catalog-upload-completed is sent.
import busboy from 'busboy';
import { notificationsChannel } from '../../appServices';
import { applyCatalogUpload, type UploadedRow } from '../../data/applyCatalogUpload';
import { CatalogUploadRejected, catalogUploadFormat, parseCatalogUpload } from '../../files';
import { apiRoute, requireCatalog } from '../apiRoute';
import { forbidden, HttpError, validationFailed } from '../httpError';
import type { AuthenticatedContext } from '../requestContext';
import { sendJson } from '../respond';
import { warmStoreIndexes } from '../views/warmStoreIndexes';
import type { Router } from '../router';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
const ERRORS_REPORTED = 50;

interface ParsedUpload {
  rows: UploadedRow[];
  rejected: Array<{ line: number; message: string }>;
}

export function registerUploadRoutes(router: Router): void {
  router.add(
    'POST',
    '/api/catalog/upload',
    apiRoute(async (context) => {
      requireCatalog(context);
      if (!context.store.configuration.manualFeedUploadEnabled)
        throw forbidden('Manual catalog upload is not enabled for this account.');
      const declared = Number(context.req.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw tooLarge();
      const parsed = await receiveCatalog(context);
      const { services, store, user } = context;
      sendJson(context, 202, {
        message: 'Upload received; the result follows as catalog-upload-completed.',
      });
      setImmediate(() => {
        const started = performance.now();
        const outcome = applyCatalogUpload(
          services.db,
          store,
          parsed.rows,
          parsed.rejected,
          services.now(),
        );
        warmStoreIndexes(store);
        const payload = {
          created: outcome.created,
          updated: outcome.updated,
          failed: outcome.failed,
          errors: outcome.errors.slice(0, ERRORS_REPORTED),
        };
        services.logger.info(
          {
            storeId: store.id,
            created: outcome.created,
            updated: outcome.updated,
            failed: outcome.failed,
            ms: Math.round(performance.now() - started),
          },
          'catalog upload applied',
        );
        store.notifications.push({
          id: services.db.nextNotificationId++,
          type: 'catalog_upload_completed',
          message: `Catalog upload: ${outcome.created} created, ${outcome.updated} updated, ${outcome.failed} failed.`,
          catalogItemId: null,
          data: payload,
          createdAt: services.now(),
        });
        services.publish(notificationsChannel(user.id), 'catalog-upload-completed', payload);
      });
    }),
  );
}

function tooLarge(): HttpError {
  return new HttpError(413, { message: 'The catalog file may be at most 20 MB.' });
}

function receiveCatalog(context: AuthenticatedContext): Promise<ParsedUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: context.req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, parts: 25 },
      });
    } catch {
      reject(
        new HttpError(415, {
          message: 'Send the catalog as multipart/form-data with a file field named catalog.',
        }),
      );
      return;
    }
    let job: Promise<ParsedUpload> | null = null;
    let failure: HttpError | null = null;
    let truncated = false;
    parser.on('file', (field, stream, info) => {
      if (field !== 'catalog' || job !== null || failure !== null) {
        stream.resume();
        return;
      }
      const format = catalogUploadFormat(info.filename ?? '');
      if (!format) {
        failure = new HttpError(415, { message: 'The catalog must be a .csv or .xml file.' });
        stream.resume();
        return;
      }
      stream.on('limit', () => {
        truncated = true;
      });
      // Stopping early must not destroy the part (busboy would fail the whole request): the rest
      // of the body is drained instead, and the answer is sent once it has been read.
      const chunks = stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
      job = collectRows(parseCatalogUpload(chunks, format), () => truncated).finally(() =>
        stream.resume(),
      );
      // Awaited on 'close'; this only keeps an early refusal from counting as unhandled meanwhile.
      job.catch(() => undefined);
    });
    parser.on('error', () =>
      reject(new HttpError(400, { message: 'The multipart body is malformed.' })),
    );
    parser.on('close', () => {
      void (async () => {
        if (failure) return reject(failure);
        if (truncated) {
          await job?.catch(() => undefined);
          return reject(tooLarge());
        }
        if (!job) return reject(validationFailed({ catalog: ['The catalog field is required.'] }));
        try {
          resolve(await job);
        } catch (error) {
          if (truncated) reject(tooLarge());
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

/** Rows kept in memory before the file is applied; beyond this the whole file is refused. */
export const MAX_UPLOAD_ROWS = 200_000;

async function collectRows(
  results: AsyncGenerator<{ line: number; row?: UploadedRow['row']; error?: string }>,
  stopped: () => boolean,
): Promise<ParsedUpload> {
  const parsed: ParsedUpload = { rows: [], rejected: [] };
  for await (const result of results) {
    // Over the size limit the answer is 413 whatever follows: stop parsing, let the body drain.
    if (stopped()) break;
    if (result.row) parsed.rows.push({ line: result.line, row: result.row });
    else
      parsed.rejected.push({
        line: result.line,
        message: result.error ?? 'The row could not be read.',
      });
    if (parsed.rows.length + parsed.rejected.length > MAX_UPLOAD_ROWS) {
      throw new CatalogUploadRejected(
        `The file has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-GB')} rows: split it and upload the parts one after the other.`,
      );
    }
  }
  return parsed;
}
