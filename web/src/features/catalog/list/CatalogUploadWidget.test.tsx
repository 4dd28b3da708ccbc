import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection } from '../../../app/realtime/realtime-connection';
import { aCatalogPage, aUserError, aViewer } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { aJob, serveJobList } from '../../../testing/jobs-handlers';
import { server } from '../../../testing/server';
import { aStrategiesViewer } from '../../strategies/strategies-fixtures';
import { anUploadReport, uploadCompleted } from '../upload/upload-fixtures';
import { UPLOAD_TIMEOUT_MS } from '../upload/upload-outcome';

// jsdom's File has no text(); FileReader reads what msw decoded from the multipart body.
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** uploadCatalogFile's answer: taken (no userErrors), or why not. */
function anUploadAnswer(userErrors: Array<ReturnType<typeof aUserError>> = []) {
  return {
    uploadCatalogFile: {
      __typename: 'UploadCatalogFilePayload',
      accepted: userErrors.length === 0,
      jobId: userErrors.length === 0 ? 'job-upload-1' : null,
      userErrors,
    },
  };
}

function serveCatalog() {
  const viewer = aViewer();
  const listRequests: unknown[] = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', ({ variables }) => {
      listRequests.push(variables.filter);
      return HttpResponse.json({ data: { me: viewer, catalog: aCatalogPage([]) } });
    }),
  );
  return listRequests;
}

describe('catalog upload widget', () => {
  it('reads the list again on the way back when the seller left while a file was processed', async () => {
    const listRequests = serveCatalog();
    server.use(
      graphql.mutation('UploadCatalogFile', () => HttpResponse.json({ data: anUploadAnswer() })),
      graphql.query('ResellStrategiesQuery', () =>
        HttpResponse.json({ data: { me: aStrategiesViewer() } }),
      ),
    );
    const app = renderApp('/dashboard/catalog');
    const upload = await screen.findByRole('button', { name: 'Upload' });
    await waitFor(() => expect(app.subscriberCount()).toBe(1));
    const csv = new File(['external_id,price\nA1,10\n'], 'catalog.csv', { type: 'text/csv' });
    await app.user.upload(screen.getByLabelText('Choose a CSV or XML file'), csv);
    await app.user.click(upload);
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();

    await act(() => app.router.navigate('/dashboard/strategies/resell'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull());
    const requestsBefore = listRequests.length;
    await act(() => app.router.navigate('/dashboard/catalog'));
    await screen.findByRole('button', { name: 'Upload' });
    await waitFor(() => expect(listRequests.length).toBe(requestsBefore + 1));
  });

  it('uploads a CSV, waits for CATALOG_UPLOAD_COMPLETED, then resets filters and reloads', async () => {
    const listRequests = serveCatalog();
    let uploaded: string | undefined;
    server.use(
      graphql.mutation('UploadCatalogFile', async ({ variables }) => {
        const file = variables.file as File;
        uploaded = await readText(file);
        return HttpResponse.json({ data: anUploadAnswer() });
      }),
    );
    const app = renderApp('/dashboard/catalog?brands=Apple');
    const upload = await screen.findByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    // Subscribed from the start: a fast upstream's event must not arrive before the channel.
    await waitFor(() => expect(app.subscriberCount()).toBe(1));

    const csv = new File(['external_id,price\nA1,10\n'], 'catalog.csv', { type: 'text/csv' });
    await app.user.upload(screen.getByLabelText('Choose a CSV or XML file'), csv);
    expect(upload).toBeEnabled();
    await app.user.click(upload);

    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    await waitFor(() => expect(uploaded).toBe('external_id,price\nA1,10\n'));
    const requestsBefore = listRequests.length;

    // Another upload's report (another tab, a script) is not this file's outcome.
    app.emitSubscription(uploadCompleted(anUploadReport({ created: 7 }), 'job-upload-other'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    expect(listRequests.length).toBe(requestsBefore);

    app.emitSubscription(
      uploadCompleted(anUploadReport({ created: 1, updated: 0 }), 'job-upload-1'),
    );

    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog'));
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeDisabled();
    await waitFor(() => expect(listRequests.length).toBeGreaterThan(requestsBefore));
    expect(listRequests.slice(requestsBefore)).toEqual([null]);
    expect(app.subscriberCount()).toBe(1);
  });

  it('gives up waiting after two minutes and points to Recent jobs for the outcome', async () => {
    serveCatalog();
    server.use(
      graphql.mutation('UploadCatalogFile', () => HttpResponse.json({ data: anUploadAnswer() })),
    );
    serveJobList([
      aJob({ id: 'job-upload-1', kind: 'CATALOG_UPLOAD', uploadedFilename: 'slow.csv' }),
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = renderApp('/dashboard/catalog');
      const upload = await screen.findByRole('button', { name: 'Upload' });
      await waitFor(() => expect(app.subscriberCount()).toBe(1));
      const csv = new File(['external_id,price\nA1,10\n'], 'slow.csv', { type: 'text/csv' });
      await app.user.upload(screen.getByLabelText('Choose a CSV or XML file'), csv);
      await app.user.click(upload);
      expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
      act(() => void vi.advanceTimersByTime(UPLOAD_TIMEOUT_MS));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Processing is taking longer than expected. Reload the list in a few minutes to see the changes. Its outcome will be in Recent jobs.',
      );
      await app.user.click(
        within(alert).getByRole('link', { name: 'Its outcome will be in Recent jobs.' }),
      );
      await waitFor(() => expect(app.location()).toBe('/dashboard/jobs'));
      expect(await screen.findByText('File: slow.csv')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the upload disabled until the notifications socket has connected and settled', async () => {
    serveCatalog();
    const realtime = createRealtimeConnection(50);
    const app = renderApp('/dashboard/catalog', { realtime });
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File(['external_id\n'], 'catalog.csv', { type: 'text/csv' }),
    );
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    expect(upload).toHaveAttribute('aria-busy', 'true');

    realtime.setConnected(true);
    expect(upload).toBeDisabled();
    await waitFor(() => expect(upload).toBeEnabled());
  });

  it('ignores a completion event that arrives while nothing is uploading', async () => {
    const listRequests = serveCatalog();
    const app = renderApp('/dashboard/catalog?brands=Apple');
    await screen.findByRole('button', { name: 'Upload' });
    await waitFor(() => expect(app.subscriberCount()).toBe(1));
    const requestsBefore = listRequests.length;
    app.emitSubscription(uploadCompleted(anUploadReport()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.location()).toBe('/dashboard/catalog?brands=Apple');
    expect(listRequests.length).toBe(requestsBefore);
    expect(screen.getByRole('status', { name: 'Upload outcome' })).toBeEmptyDOMElement();
  });

  it('accepts only .csv and .xml files', async () => {
    serveCatalog();
    renderApp('/dashboard/catalog');
    const input = await screen.findByLabelText('Choose a CSV or XML file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('.csv'));
    // Past the picker's accept filter (a drag-and-drop or an 'All files' choice), the widget's
    // own extension check still refuses the file.
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'feed.XML')] } });
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows why the store refused the whole file, and reloads nothing', async () => {
    const listRequests = serveCatalog();
    server.use(
      graphql.mutation('UploadCatalogFile', () =>
        HttpResponse.json({
          data: anUploadAnswer([
            aUserError('BAD_USER_INPUT', 'The header row lacks external_id and name.', ['file']),
          ]),
        }),
      ),
    );
    const app = renderApp('/dashboard/catalog?brands=Apple');
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File(['sku,title\nX-1,Phone\n'], 'feed.csv', { type: 'text/csv' }),
    );
    const requestsBefore = listRequests.length;
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));

    const status = await screen.findByRole('status', { name: 'Upload outcome' });
    await waitFor(() => expect(status).toHaveTextContent('feed.csv was not uploaded'));
    expect(status).toHaveTextContent('The header row lacks external_id and name.');
    expect(status).toHaveTextContent('Nothing from this file was applied.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(app.location()).toBe('/dashboard/catalog?brands=Apple');
    expect(listRequests.length).toBe(requestsBefore);
  });

  it('says the upload was cancelled when it was stopped from Recent jobs while it was sent', async () => {
    serveCatalog();
    server.use(
      graphql.mutation('UploadCatalogFile', () =>
        HttpResponse.json({
          data: anUploadAnswer([aUserError('JOB_CANCELLED', 'The upload was cancelled.', null)]),
        }),
      ),
    );
    const app = renderApp('/dashboard/catalog');
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File(['external_id,name\nA1,Phone\n'], 'big.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    const status = await screen.findByRole('status', { name: 'Upload outcome' });
    await waitFor(() => expect(status).toHaveTextContent('big.csv was not uploaded'));
    expect(status).toHaveTextContent('The upload was cancelled: nothing of the file was applied.');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('says an earlier file is still being processed when the store is busy with one', async () => {
    serveCatalog();
    server.use(
      graphql.mutation('UploadCatalogFile', () =>
        HttpResponse.json({
          data: anUploadAnswer([aUserError('UPLOAD_IN_PROGRESS', 'Busy.', ['file'])]),
        }),
      ),
    );
    const app = renderApp('/dashboard/catalog');
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File(['external_id,name\nA1,Phone\n'], 'second.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    const status = await screen.findByRole('status', { name: 'Upload outcome' });
    await waitFor(() => expect(status).toHaveTextContent('second.csv was not uploaded'));
    expect(status).toHaveTextContent(
      'An upload of this catalog is still being processed. Wait for its outcome, then upload this file again.',
    );
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('refuses an empty file itself, without sending it', async () => {
    serveCatalog();
    let sent = 0;
    server.use(
      graphql.mutation('UploadCatalogFile', () => {
        sent += 1;
        return HttpResponse.json({ data: anUploadAnswer() });
      }),
    );
    const app = renderApp('/dashboard/catalog');
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File([], 'empty.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    const status = await screen.findByRole('status', { name: 'Upload outcome' });
    await waitFor(() => expect(status).toHaveTextContent('empty.csv was not uploaded'));
    expect(status).toHaveTextContent('The file is empty.');
    expect(sent).toBe(0);
  });

  it('keeps waiting for the outcome when the store may have accepted the file', async () => {
    serveCatalog();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      graphql.mutation('UploadCatalogFile', () =>
        HttpResponse.json({
          data: anUploadAnswer([
            aUserError('UPSTREAM_UNAVAILABLE', 'The store did not confirm the request.', null, {
              maybeApplied: true,
            }),
          ]),
        }),
      ),
    );
    const app = renderApp('/dashboard/catalog');
    await waitFor(() => expect(app.subscriberCount()).toBe(1));
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File(['external_id,name\nA1,Phone\n'], 'late.csv', { type: 'text/csv' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'catalog upload not confirmed; waiting for its outcome',
        expect.anything(),
      ),
    );
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();

    app.emitSubscription(uploadCompleted(anUploadReport({ filename: 'late.csv' })));
    const status = screen.getByRole('status', { name: 'Upload outcome' });
    await waitFor(() => expect(status).toHaveTextContent('late.csv processed'));
    warn.mockRestore();
  });

  it('records a failed upload and goes back to idle without showing anything', async () => {
    serveCatalog();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(graphql.mutation('UploadCatalogFile', () => HttpResponse.error()));
    const app = renderApp('/dashboard/catalog');
    await app.user.upload(
      await screen.findByLabelText('Choose a CSV or XML file'),
      new File(['<catalog/>'], 'feed.xml', { type: 'application/xml' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('catalog upload failed', expect.anything()),
    );
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Upload outcome' })).toBeEmptyDOMElement();
    warn.mockRestore();
  });
});
