import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aViewer } from '../../testing/fixtures';
import { viewerHandler } from '../../testing/handlers';
import { aJob, jobNode, serveJobList, type FakeJobItem } from '../../testing/jobs-handlers';
import { aRowError, anUploadReport, uploadCompleted } from '../catalog/upload/upload-fixtures';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

const PATH = '/dashboard/jobs';

const item = (itemId: string, status: FakeJobItem['status'], code?: string): FakeJobItem => ({
  itemId,
  name: `iPhone ${itemId}`,
  status,
  code,
});

const card = (name: string | RegExp) => screen.findByRole('article', { name });

afterEach(() => vi.restoreAllMocks());

describe('Recent jobs', () => {
  it('opens from the profile menu and says what each job did, how it ended and when', async () => {
    server.use(viewerHandler(aViewer()));
    serveJobList([
      aJob({
        id: 'j3',
        kind: 'BULK_SYNC_BASE_PRICE',
        items: [item('1', 'DONE'), item('2', 'DONE'), item('3', 'ALREADY'), item('4', 'FAILED')],
      }),
      aJob({
        id: 'j2',
        kind: 'CATALOG_UPLOAD',
        status: 'FAILED',
        error: { code: 'UPLOAD_IN_PROGRESS', message: 'busy' },
        uploadedFilename: 'listino-marzo.csv',
      }),
      aJob({ id: 'j1', kind: 'PRICES_EXPORT', url: '/download/prices.csv' }),
    ]);
    const app = renderApp('/dashboard/nowhere');
    await app.user.click(await screen.findByRole('button', { name: /Profile menu/ }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Recent jobs' }));
    expect(await screen.findByRole('heading', { name: 'Recent jobs', level: 1 })).toBeVisible();
    expect(app.location()).toBe(PATH);

    const sync = within(await card('Base price: set to current price'));
    expect(sync.getByText('Finished')).toBeVisible();
    expect(sync.getByText('2 base prices set')).toBeVisible();
    expect(sync.getByText('1 already equal to the price')).toBeVisible();
    expect(sync.getByText('1 failed')).toBeVisible();
    expect(sync.getByText('Started 1 Mar 2026, 10:00')).toBeVisible();
    expect(sync.getByText('Ended 1 Mar 2026, 10:02')).toBeVisible();

    const upload = within(await card('Catalog upload'));
    expect(upload.getByText('Failed')).toBeVisible();
    expect(upload.getByText('The store was still processing an earlier upload.')).toBeVisible();
    expect(upload.getByText('File: listino-marzo.csv')).toBeVisible();
    expect(upload.queryByRole('button', { name: 'Download' })).toBeNull();

    const prices = within(await card('Prices export (CSV)'));
    expect(prices.getByRole('button', { name: 'Download' })).toBeVisible();
  });

  it('downloads a finished export with a fresh link, and says when the file is gone', async () => {
    server.use(viewerHandler(aViewer()));
    const { jobs } = serveJobList([
      aJob({ id: 'j1', kind: 'CATALOG_EXPORT', url: '/catalog/export/j1?expires=1&signature=a' }),
    ]);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const app = renderApp(PATH);
    const exported = within(await card('Catalog export (JSON Lines)'));
    const job = jobs[0];
    if (!job) throw new Error('no job');
    job.url = '/catalog/export/j1?expires=2&signature=b';
    await app.user.click(exported.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toEqual(['/catalog/export/j1?expires=2&signature=b']));

    job.url = null;
    await app.user.click(exported.getByRole('button', { name: 'Download' }));
    expect(
      await exported.findByText('The file is no longer available. Please export again.'),
    ).toBeVisible();
    expect(clicked).toHaveLength(1);
  });

  it('follows a running job live and can cancel one', async () => {
    server.use(viewerHandler(aViewer()));
    const { sent, jobs } = serveJobList([
      aJob({ id: 'j2', kind: 'BULK_SYNC_BASE_PRICE', status: 'RUNNING', done: 1, total: 4 }),
      aJob({ id: 'j1', kind: 'CATALOG_EXPORT', status: 'QUEUED', done: 0, total: null }),
    ]);
    const app = renderApp(PATH);
    const running = within(await card('Base price: set to current price'));
    expect(running.getByText('Running')).toBeVisible();
    expect(running.getByText('1 of 4 items')).toBeVisible();
    // Counts per outcome come with the end: while it runs, only its progress.
    expect(running.queryByText(/base prices? set/)).toBeNull();
    // Each running job's updates, the jobs started elsewhere and the uploads' reports.
    await waitFor(() => expect(app.subscriberCount()).toBe(4));

    const [syncJob] = jobs;
    if (!syncJob) throw new Error('no job');
    Object.assign(syncJob, { done: 3 });
    app.emitSubscription({ jobUpdated: jobNode(syncJob) });
    expect(await running.findByText('3 of 4 items')).toBeVisible();
    expect(running.getByRole('progressbar')).toHaveAttribute('value', '75');

    // It ends: the counts are read again with the job.
    Object.assign(syncJob, {
      done: 4,
      status: 'SUCCEEDED',
      finishedAt: '2026-03-01T10:03:00.000Z',
      items: [item('1', 'DONE'), item('2', 'DONE'), item('3', 'DONE'), item('4', 'FAILED')],
    });
    app.emitSubscription({ jobUpdated: jobNode(syncJob) });
    expect(await running.findByText('3 base prices set')).toBeVisible();
    expect(running.getByText('Finished')).toBeVisible();
    expect(running.queryByRole('button', { name: 'Cancel' })).toBeNull();

    const queued = within(await card('Catalog export (JSON Lines)'));
    expect(queued.getByText('Waiting')).toBeVisible();
    expect(queued.getByText('Starting…')).toBeVisible();
    await app.user.click(queued.getByRole('button', { name: 'Cancel' }));
    expect(await queued.findByText('Stopped')).toBeVisible();
    expect(sent.cancelled).toEqual(['j1']);
  });

  it("shows what an upload did: the store's counts, and its refused rows with their report", async () => {
    server.use(viewerHandler(aViewer()));
    serveJobList([
      aJob({
        id: 'j2',
        kind: 'CATALOG_UPLOAD',
        uploadedFilename: 'listino.csv',
        uploadReport: anUploadReport({
          filename: 'listino.csv',
          created: 12,
          updated: 4,
          unchanged: 30,
          failed: 2,
          blankRowsSkipped: null,
          rowErrors: [aRowError(), aRowError({ line: 7, column: 'price', value: 'abc' })],
          rowErrorsTotal: 2,
        }),
      }),
      aJob({ id: 'j1', kind: 'CATALOG_UPLOAD', createdAt: '2026-02-01T10:00:00.000Z' }),
    ]);
    const app = renderApp(PATH);
    const [reported, older] = await screen.findAllByRole('article', { name: 'Catalog upload' });
    const upload = within(reported!);
    expect(upload.getByText('File: listino.csv')).toBeVisible();
    const counts: Array<[string, string]> = [
      ['Created', '12'],
      ['Updated', '4'],
      ['Unchanged', '30'],
      ['Refused', '2'],
    ];
    for (const [label, value] of counts) {
      expect(upload.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(upload.queryByText('Blank rows skipped')).toBeNull();
    expect(upload.getByText(/2 rows were refused/)).toBeVisible();
    // The rows, with their error report, behind a toggle.
    expect(upload.queryByRole('table')).toBeNull();
    await app.user.click(upload.getByRole('button', { name: 'Refused rows (2)' }));
    const rows = within(upload.getByRole('table', { name: 'Refused rows' })).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(/7.*price.*abc/);
    expect(upload.getByRole('button', { name: 'Download error report (CSV)' })).toBeVisible();
    // An upload of a month ago whose report the store no longer lists.
    expect(
      within(older!).getByText("The store's report on this file is no longer available."),
    ).toBeVisible();
  });

  it("shows an upload's report as soon as the store sends it, without a reload", async () => {
    server.use(viewerHandler(aViewer()));
    const { pages } = serveJobList([
      aJob({ id: 'j1', kind: 'CATALOG_UPLOAD', finishedAt: new Date().toISOString() }),
    ]).sent;
    const app = renderApp(PATH);
    const upload = within(await card('Catalog upload'));
    expect(
      upload.getByText('The store is processing the file. Its report shows here when it is ready.'),
    ).toBeVisible();
    await waitFor(() => expect(app.subscribersOf('notifications')).toBe(1));
    // Another upload's report changes nothing here.
    app.emitSubscription(uploadCompleted(anUploadReport({ created: 99 }), 'j-other'));
    app.emitSubscription(uploadCompleted(anUploadReport({ created: 5, failed: 0 }), 'j1'));
    expect(await upload.findByText('No row was refused.')).toBeVisible();
    expect(upload.getByText('Created').nextElementSibling).toHaveTextContent('5');
    expect(upload.queryByText('99')).toBeNull();
    expect(pages).toHaveLength(1);
  });

  it('puts a job started elsewhere (another tab, a script) first as soon as it is queued', async () => {
    server.use(viewerHandler(aViewer()));
    serveJobList([aJob({ id: 'j1', kind: 'PRICES_EXPORT', url: '/download/prices.csv' })]);
    const app = renderApp(PATH);
    await card('Prices export (CSV)');
    await waitFor(() => expect(app.subscribersOf('jobCreated')).toBe(1));
    const started = aJob({
      id: 'j9',
      kind: 'BULK_SYNC_BASE_PRICE',
      status: 'QUEUED',
      done: 0,
      total: 12,
      finishedAt: null,
    });
    app.emitSubscription({ jobCreated: jobNode(started) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const first = within(screen.getAllByRole('article')[0]!);
    expect(first.getByText('Base price: set to current price')).toBeVisible();
    expect(first.getByText('Waiting')).toBeVisible();
    // The same job again (its next signal) is not listed twice.
    app.emitSubscription({ jobCreated: jobNode(started) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('lists the failed items with their reasons and retries just those in a new job', async () => {
    server.use(viewerHandler(aViewer()));
    const { sent } = serveJobList([
      aJob({
        id: 'j1',
        items: [
          item('1', 'DONE'),
          item('2', 'FAILED', 'CONFLICT'),
          item('3', 'FAILED', 'NOT_FOUND'),
        ],
      }),
    ]);
    const app = renderApp(PATH);
    const job = within(await card('Base price: set to current price'));
    const toggle = job.getByRole('button', { name: 'Failed items (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await app.user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const failures = within(await job.findByRole('list', { name: 'Failed items' }));
    const rows = failures.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'iPhone 2Changed by someone else meanwhile: it is not in the state asked for.',
      'iPhone 3This item no longer exists.',
    ]);
    expect(failures.getByRole('link', { name: 'iPhone 2' })).toHaveAttribute(
      'href',
      '/dashboard/catalog/2',
    );

    await app.user.click(job.getByRole('button', { name: 'Retry the 2 failed items' }));
    expect(await job.findByText('Retry started: it is the newest job in the list.')).toBeVisible();
    expect(sent.started).toEqual([{ operation: 'sync', itemIds: ['2', '3'] }]);
    const list = within(screen.getByRole('list', { name: 'Jobs' }));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(2));
    expect(within(list.getAllByRole('article')[0]!).getByText('Running')).toBeVisible();
  });

  it('asks which way to retry a dynamic pricing job whose state is not known here', async () => {
    server.use(viewerHandler(aViewer()));
    const { sent } = serveJobList([
      aJob({ id: 'j1', kind: 'BULK_SET_DYNAMIC_PRICING', items: [item('5', 'FAILED')] }),
      aJob({
        id: 'j0',
        kind: 'BULK_SET_DYNAMIC_PRICING',
        dynamicPricingEnabled: false,
        items: [item('6', 'DONE'), item('7', 'FAILED')],
      }),
    ]);
    const app = renderApp(PATH);
    // The other job says it turns dynamic price off: its words say so.
    const known = await card('Dynamic price: turn off');
    const unknown = await card('Dynamic price: turn on or off');
    await app.user.click(within(unknown).getByRole('button', { name: 'Failed item (1)' }));
    await app.user.click(
      await within(unknown).findByRole('button', { name: 'Retry the failed item' }),
    );
    await app.user.click(
      await within(unknown).findByRole('button', { name: 'Turn dynamic price on for 1 item' }),
    );
    await waitFor(() =>
      expect(sent.started).toEqual([{ operation: 'dynamic', itemIds: ['5'], enabled: true }]),
    );

    // The other job's retry turns it off too.
    await app.user.click(within(known).getByRole('button', { name: 'Failed item (1)' }));
    await app.user.click(
      await within(known).findByRole('button', { name: 'Retry the failed item' }),
    );
    await waitFor(() => expect(sent.started).toHaveLength(2));
    expect(sent.started[1]).toEqual({ operation: 'dynamic', itemIds: ['7'], enabled: false });
  });

  it('loads more jobs after the last one shown', async () => {
    server.use(viewerHandler(aViewer()));
    const { sent } = serveJobList(
      Array.from({ length: 23 }, (_, index) =>
        aJob({ id: `j${23 - index}`, kind: 'PRICES_EXPORT' }),
      ),
    );
    const app = renderApp(PATH);
    const list = within(await screen.findByRole('list', { name: 'Jobs' }));
    expect(list.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('20 of 23')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(23));
    expect(screen.getByText('23 of 23')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(sent.pages).toEqual([
      { first: 20, after: null },
      { first: 20, after: 'j4' },
    ]);
  });

  it('shows a skeleton, then the empty state, in Italian', async () => {
    server.use(viewerHandler(aViewer({ locale: 'it-IT' })));
    let release = () => {};
    serveJobList([], { hold: new Promise<void>((resolve) => (release = resolve)) });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Attività recenti', level: 1 }),
    ).toBeVisible();
    expect(await screen.findByRole('status', { name: 'Caricamento…' })).toBeVisible();
    release();
    expect(await screen.findByText('Ancora nessuna attività')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Attività recenti', level: 1 })).toBeVisible();
  });

  it('shows an error with Retry when the jobs cannot be read', async () => {
    server.use(viewerHandler(aViewer()));
    const { acceptList } = serveJobList([aJob({ id: 'j1', kind: 'PRICE_ITEMS_EXPORT' })], {
      refuseList: true,
    });
    const app = renderApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent("This couldn't be loaded.");
    acceptList();
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Items export (CSV)')).toBeVisible();
  });
});
