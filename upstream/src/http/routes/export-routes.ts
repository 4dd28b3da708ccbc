// Exports: POST /api/prices/{id}/export and /items/export (background CSV, then an event),
// GET /api/download/{filename} (owner only) and GET /api/catalog/export (streamed CSV).
import type { ExportCompletedEvent, ExportStartedAnswer } from '@refurb/contract';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { notificationsChannel, type AppServices } from '../../app-services';
import type { StoreRecord, UserRecord } from '../../data/types';
import { addUserNotification } from '../../data/user-notifications';
import { GRADES } from '../../data/types';
import { COMMA_STYLE, type CsvStyle, SEMICOLON_STYLE } from '../../files/csv-format';
import { toCsvStream } from '../../files/to-csv-stream';
import { requestLocale } from '../../i18n';
import { apiRoute, throwIfInvalid } from '../api-route';
import { catalogCsvRows, CATALOG_CSV_HEADER } from '../exports/catalog-csv';
import {
  itemsExportRows,
  ITEMS_EXPORT_HEADER,
  pricesExportHeader,
  pricesExportRows,
  type PriceExportKind,
} from '../exports/price-exports';
import { forbidden, notFound } from '../http-error';
import { addError, type ValidationErrors } from '../query-params';
import { readBodyFields } from '../read-body';
import { requestIdOf } from './upload-routes';
import { sendJson, writeHead } from '../respond';
import type { AuthenticatedContext, RequestContext } from '../request-context';
import type { Router } from '../router';
import { categoryPriceRows, filterPriceRows, type PriceFilter } from '../views/price-list-view';
import { storeCategoryId } from './prices-read-routes';

const EVENTS: Record<
  PriceExportKind,
  { event: string; notification: 'prices_export_completed' | 'items_export_completed' }
> = {
  prices: { event: 'prices-export-completed', notification: 'prices_export_completed' },
  items: { event: 'items-export-completed', notification: 'items_export_completed' },
};

export function registerExportRoutes(router: Router): void {
  for (const [path, kind] of [
    ['/api/prices/:categoryId/export', 'prices'],
    ['/api/prices/:categoryId/items/export', 'items'],
  ] as const) {
    router.add(
      'POST',
      path,
      apiRoute(async (context) => {
        const categoryId = storeCategoryId(context);
        if (kind === 'items' && !context.store.configuration.exportItemsEnabled)
          throw forbidden('Item exports are not enabled for this account.');
        const filter = readExportFilter(await readBodyFields(context));
        const { services, user, store } = context;
        const style = csvStyleFor(context);
        const requestId = requestIdOf(context);
        setImmediate(
          () =>
            void runPriceExport(services, user, store, categoryId, filter, kind, style, requestId),
        );
        sendJson(context, 202, { message: 'Export started.' } satisfies ExportStartedAnswer);
      }),
    );
  }
  router.add(
    'GET',
    '/api/download/:filename',
    apiRoute(async (context) => {
      const path = context.services.exports.find(context.params.filename ?? '', context.user.id);
      if (!path) throw notFound();
      const size = (await stat(path).catch(() => null))?.size;
      if (size === undefined) throw notFound();
      await streamCsv(
        context,
        context.params.filename ?? 'export.csv',
        createReadStream(path),
        size,
      );
    }),
  );
  router.add(
    'GET',
    '/api/catalog/export',
    apiRoute(async (context) => {
      if (context.store.configuration.integrationType !== 's3')
        throw forbidden('Catalog download is available for S3 integrations only.');
      const filename = `catalog-${context.store.configuration.storeSlug}-${new Date(context.services.now()).toISOString().slice(0, 10)}.csv`;
      await streamCsv(
        context,
        filename,
        toCsvStream(CATALOG_CSV_HEADER, catalogCsvRows(context.store), csvStyleFor(context)),
      );
    }),
  );
}

/**
 * The reader's spreadsheet convention, from the request's language: `;` and a decimal comma for
 * it-IT (Italian Excel splits nothing else), `,` and a decimal point for en-GB. Both upload back.
 */
function csvStyleFor(context: AuthenticatedContext): CsvStyle {
  const locale = requestLocale(context.req.headers['accept-language'], context.user.language);
  return locale === 'it-IT' ? SEMICOLON_STYLE : COMMA_STYLE;
}

function readExportFilter(body: Record<string, unknown>): PriceFilter {
  const errors: ValidationErrors = {};
  const list = (name: string): string[] => {
    const value = body[name] ?? body[`${name}[]`];
    if (value === undefined || value === null || value === '') return [];
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((entry) => typeof entry === 'string')) {
      addError(errors, name, `The ${name} field must be a list of texts.`);
      return [];
    }
    return values as string[];
  };
  const search = body.search ?? '';
  if (typeof search !== 'string' || search.length > 200)
    addError(errors, 'search', 'The search field must be a text of at most 200 characters.');
  const grades = list('grades');
  grades.forEach((grade, index) => {
    if (!(GRADES as readonly string[]).includes(grade))
      addError(errors, `grades.${index}`, `The selected grades.${index} is invalid.`);
  });
  const filter = {
    search: typeof search === 'string' ? search.trim() : '',
    brands: list('brands'),
    models: list('models'),
    grades: grades as PriceFilter['grades'],
  };
  throwIfInvalid(errors);
  return filter;
}

async function runPriceExport(
  services: AppServices,
  user: UserRecord,
  store: StoreRecord,
  categoryId: number,
  filter: PriceFilter,
  kind: PriceExportKind,
  style: CsvStyle,
  /** The starting request's X-Request-Id, echoed in the event (the BFF's job id). */
  requestId: string | null,
): Promise<void> {
  const { filename, path } = services.exports.reserve(`${kind}-export`);
  try {
    const rows = filterPriceRows(
      categoryPriceRows(services.db, store, categoryId).rows,
      filter,
      'desc',
    );
    const csv =
      kind === 'prices'
        ? toCsvStream(pricesExportHeader(store), pricesExportRows(services.db, store, rows), style)
        : toCsvStream(ITEMS_EXPORT_HEADER, itemsExportRows(services.db, store, rows), style);
    await pipeline(csv, createWriteStream(path, { mode: 0o600 }));
    await services.exports.publish(filename, user.id, (await stat(path)).size);
    const { event, notification } = EVENTS[kind];
    // The request's X-Request-Id, with the event and in the notification (the BFF's job id).
    const sentBack = requestId === null ? {} : { request_id: requestId };
    addUserNotification(services.db, store, {
      type: notification,
      message: `Your ${kind} export is ready.`,
      catalogItemId: null,
      data: { filename, ...sentBack },
      createdAt: services.now(),
    });
    services.publish(notificationsChannel(user.id), event, {
      filename,
      ...sentBack,
    } satisfies ExportCompletedEvent);
  } catch (error) {
    services.logger.error({ err: error, userId: user.id, kind }, 'export failed');
    // A half-written file is never published: it would only take room in the folder.
    await rm(path, { force: true }).catch(() => undefined);
  }
}

async function streamCsv(
  context: RequestContext,
  filename: string,
  body: NodeJS.ReadableStream,
  size?: number,
): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  };
  if (size !== undefined) headers['Content-Length'] = String(size);
  writeHead(context, 200, headers);
  if (context.method === 'HEAD') {
    context.res.end();
    return;
  }
  try {
    await pipeline(body, context.res);
  } catch (error) {
    // The client went away mid-download; nothing to answer any more.
    context.log.warn({ err: error }, 'download interrupted');
  }
}
