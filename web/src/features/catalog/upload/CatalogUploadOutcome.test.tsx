import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aCatalogPage, aViewer } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aRowError, anUploadReport, uploadCompleted } from './upload-fixtures';

function serveCatalog(locale = 'en-GB') {
  const viewer = aViewer({ locale });
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', () =>
      HttpResponse.json({ data: { me: viewer, catalog: aCatalogPage([]) } }),
    ),
    graphql.mutation('UploadCatalogFile', () =>
      HttpResponse.json({
        data: {
          uploadCatalogFile: {
            __typename: 'UploadCatalogFilePayload',
            accepted: true,
            jobId: 'job-upload-1',
            userErrors: [],
          },
        },
      }),
    ),
  );
}

/** Uploads a file through the widget and answers with `report` as the completion event. */
async function uploadAndReport(
  report: ReturnType<typeof anUploadReport> | null,
  options: { filename?: string; italian?: boolean } = {},
) {
  // The language follows the signed-in profile.
  serveCatalog(options.italian ? 'it-IT' : 'en-GB');
  const app = renderApp('/dashboard/catalog');
  await screen.findByRole('button', { name: options.italian ? 'Carica' : 'Upload' });
  await waitFor(() => expect(app.subscriberCount()).toBe(1));
  const chooser = options.italian ? 'Scegli un file CSV o XML' : 'Choose a CSV or XML file';
  await app.user.upload(
    await screen.findByLabelText(chooser),
    new File(['external_id,name\n'], options.filename ?? 'catalog.csv', { type: 'text/csv' }),
  );
  await app.user.click(screen.getByRole('button', { name: options.italian ? 'Carica' : 'Upload' }));
  await screen.findByRole('button', { name: options.italian ? 'Elaborazione…' : 'Processing…' });
  app.emitSubscription(uploadCompleted(report));
  const status = screen.getByRole('status', {
    name: options.italian ? 'Esito del caricamento' : 'Upload outcome',
  });
  await waitFor(() => expect(status).not.toBeEmptyDOMElement());
  return { app, status };
}

/** The value shown beside a summary label ('Created' → '3'), or null when it is not shown. */
function stat(status: HTMLElement, label: string): string | null {
  const term = within(status)
    .queryAllByRole('term')
    .find((element) => element.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: /Refused rows|Righe scartate/ });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Catches the browser download the error report button starts (jsdom cannot download). */
function catchDownloads() {
  const downloads: Array<{ filename: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${(next += 1)}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = blobs.get(link.getAttribute('href') ?? '');
    if (blob) downloads.push({ filename: link.download, blob });
  };
  document.addEventListener('click', onClick);
  return { downloads, stop: () => document.removeEventListener('click', onClick) };
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const twoRefusedRows = () =>
  anUploadReport({
    failed: 2,
    rowErrorsTotal: 2,
    rowErrors: [
      aRowError(),
      aRowError({
        line: 5,
        column: 'price',
        value: '=1+2',
        message: 'price "=1+2" is not an amount, write it as 12.50',
      }),
    ],
  });

describe('the upload outcome panel', () => {
  let caught: ReturnType<typeof catchDownloads>;
  beforeEach(() => {
    caught = catchDownloads();
  });
  afterEach(() => caught.stop());

  it('sums up a clean upload, with no refused rows to list', async () => {
    const { status } = await uploadAndReport(anUploadReport(), { filename: 'spring.csv' });
    expect(within(status).getByRole('heading', { name: 'spring.csv processed' })).toBeVisible();
    expect(stat(status, 'Created')).toBe('3');
    expect(stat(status, 'Updated')).toBe('1');
    expect(stat(status, 'Unchanged')).toBe('10');
    expect(stat(status, 'Refused')).toBe('0');
    expect(stat(status, 'Blank rows skipped')).toBe('1');
    expect(status).toHaveTextContent('No row was refused.');
    expect(screen.queryByRole('table', { name: 'Refused rows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download error report (CSV)' })).toBeNull();
  });

  it('lists the refused rows: line or XML item, column, value and reason', async () => {
    const report = anUploadReport({
      created: 1234,
      failed: 4,
      rowErrorsTotal: 4,
      rowErrors: [
        aRowError(),
        aRowError({ line: 8, column: 'name', value: '', message: 'name is required' }),
        aRowError({
          line: 20,
          itemPosition: 3,
          itemId: 'SKU-1',
          column: 'stock',
          value: 'x',
          message: 'stock must be a whole number',
        }),
        aRowError({ line: 31, itemPosition: 4, itemId: null, message: 'the item has no id' }),
      ],
    });
    const { status } = await uploadAndReport(report);
    expect(stat(status, 'Created')).toBe('1,234');
    expect(stat(status, 'Refused')).toBe('4');
    expect(status).toHaveTextContent('4 rows were refused.');
    expect(tableRows()).toEqual([
      ['3', 'grade', 'Z', 'grade "Z" is not one of A, B, C, N, R'],
      ['8', 'name', '(empty)', 'name is required'],
      ['Item 3 · SKU-1', 'stock', 'x', 'stock must be a whole number'],
      ['Item 4', 'grade', 'Z', 'the item has no id'],
    ]);
    // Only the first rows were sent: nothing says so when all of them are listed.
    expect(screen.queryByText(/Only the first/)).not.toBeInTheDocument();
  });

  it('says when only the first rows of many are listed', async () => {
    const rowErrors = Array.from({ length: 200 }, (_, index) => aRowError({ line: index + 2 }));
    await uploadAndReport(anUploadReport({ failed: 1500, rowErrorsTotal: 1500, rowErrors }));
    expect(
      screen.getByText(
        'Only the first 200 of 1,500 refused rows are listed here and in the error report.',
      ),
    ).toBeVisible();
    expect(tableRows()).toHaveLength(200);
  });

  it('shows what an older store reports: no unchanged or blank counts, no column or value', async () => {
    const report = anUploadReport({
      filename: null,
      unchanged: null,
      blankRowsSkipped: null,
      failed: 1,
      rowErrorsTotal: 1,
      rowErrors: [aRowError({ line: 4, column: null, value: null, message: 'bad grade' })],
    });
    const { status } = await uploadAndReport(report, { filename: 'old.csv' });
    expect(within(status).getByRole('heading', { name: 'old.csv processed' })).toBeVisible();
    expect(stat(status, 'Unchanged')).toBeNull();
    expect(stat(status, 'Blank rows skipped')).toBeNull();
    expect(stat(status, 'Refused')).toBe('1');
    expect(tableRows()).toEqual([['4', '—', '—', 'bad grade']]);
  });

  it('downloads the error report as a UTF-8 CSV with a BOM, formula cells guarded', async () => {
    const { app } = await uploadAndReport(twoRefusedRows(), { filename: 'spring sale.csv' });
    await app.user.click(screen.getByRole('button', { name: 'Download error report (CSV)' }));
    expect(caught.downloads).toHaveLength(1);
    const [download] = caught.downloads;
    expect(download?.filename).toBe('spring sale-errors.csv');
    expect(download?.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(download!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      [
        'Line,Item,Column,Value,Message',
        '3,,grade,Z,"grade ""Z"" is not one of A, B, C, N, R"',
        `5,,price,'=1+2,"price ""=1+2"" is not an amount, write it as 12.50"`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes the Italian report with semicolons and Italian headers', async () => {
    const { app } = await uploadAndReport(twoRefusedRows(), { italian: true });
    expect(screen.getByRole('heading', { name: 'catalog.csv elaborato' })).toBeVisible();
    await app.user.click(
      screen.getByRole('button', { name: 'Scarica il report degli errori (CSV)' }),
    );
    const [download] = caught.downloads;
    expect(download?.filename).toBe('catalog-errori.csv');
    const text = new TextDecoder().decode((await bytesOf(download!.blob)).slice(3));
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'Riga;Articolo;Colonna;Valore;Messaggio',
      '3;;grade;Z;"grade ""Z"" is not one of A, B, C, N, R"',
      `5;;price;'=1+2;"price ""=1+2"" is not an amount, write it as 12.50"`,
    ]);
  });

  it('is dismissed by its close button or Escape, and gives the focus back to the chooser', async () => {
    const { app, status } = await uploadAndReport(twoRefusedRows());
    await app.user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('table', { name: 'Refused rows' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Choose a CSV or XML file')).toHaveFocus();

    // A second upload's outcome, closed from the keyboard this time.
    await app.user.upload(
      screen.getByLabelText('Choose a CSV or XML file'),
      new File(['external_id,name\n'], 'again.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('button', { name: 'Processing…' });
    app.emitSubscription(uploadCompleted(twoRefusedRows()));
    const download = await screen.findByRole('button', { name: 'Download error report (CSV)' });
    download.focus();
    await app.user.keyboard('{Escape}');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Choose a CSV or XML file')).toHaveFocus();
  });

  it('says the file was processed when the event carries no report', async () => {
    const { status } = await uploadAndReport(null);
    expect(status).toHaveTextContent('catalog.csv processed');
    expect(status).toHaveTextContent('The file was processed; the store sent no details.');
    expect(within(status).queryAllByRole('term')).toEqual([]);
  });
});
