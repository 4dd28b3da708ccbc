import { act, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aViewer } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aPriceListConnection, aPriceListItem } from '../prices-fixtures';
import { triggerDownload } from './trigger-download';
import { EXPORT_TIMEOUT_MS } from './use-csv-export';

// jsdom cannot navigate to a download; the test checks what would be downloaded instead.
vi.mock('./trigger-download', () => ({ triggerDownload: vi.fn() }));

afterEach(() => {
  vi.mocked(triggerDownload).mockClear();
  vi.useRealTimers();
});

function servePricesWithExports(exportItems = true) {
  const viewer = aViewer({ access: { exportItems } });
  const exports: Array<{ kind: string; variables: unknown }> = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('PricesCategoryQuery', () =>
      HttpResponse.json({
        data: { me: viewer, priceListItems: aPriceListConnection([aPriceListItem()]) },
      }),
    ),
    graphql.mutation('StartPricesExport', ({ variables }) => {
      exports.push({ kind: 'prices', variables });
      return HttpResponse.json({ data: { startPricesExport: aJob(`job-${exports.length}`) } });
    }),
    graphql.mutation('StartPriceItemsExport', ({ variables }) => {
      exports.push({ kind: 'items', variables });
      return HttpResponse.json({ data: { startPriceItemsExport: aJob(`job-${exports.length}`) } });
    }),
  );
  return exports;
}

/** An export job as the BFF answers it: QUEUED or RUNNING first, SUCCEEDED with its link at last. */
function aJob(id: string, status = 'RUNNING', url: string | null = null) {
  return { __typename: 'Job', id, status, url };
}

const jobUpdated = (id: string, status: string, url: string | null = null) => ({
  jobUpdated: aJob(id, status, url),
});

describe('price exports', () => {
  it('disables both buttons while one runs and downloads the file once its job succeeds', async () => {
    const exports = servePricesWithExports();
    const app = renderApp('/dashboard/prices/1?brands=Apple');
    const prices = await screen.findByRole('button', { name: 'Export to CSV' });
    const items = screen.getByRole('button', { name: 'Export to CSV Items' });

    await app.user.click(items);
    expect(items).toBeDisabled();
    expect(prices).toBeDisabled();
    expect(items).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(app.subscribersOf('jobUpdated')).toBe(1));
    await waitFor(() =>
      expect(exports).toEqual([
        { kind: 'items', variables: { categoryId: '1', filter: { brands: ['Apple'] } } },
      ]),
    );

    // Another job's update is not ours, nor is a state short of the end: keep waiting.
    act(() => app.emitSubscription(jobUpdated('job-9', 'SUCCEEDED', '/download/other.csv')));
    act(() => app.emitSubscription(jobUpdated('job-1', 'RUNNING')));
    expect(items).toBeDisabled();
    expect(triggerDownload).not.toHaveBeenCalled();

    act(() => app.emitSubscription(jobUpdated('job-1', 'SUCCEEDED', '/download/items-1.csv')));
    await waitFor(() => expect(items).toBeEnabled());
    expect(prices).toBeEnabled();
    expect(triggerDownload).toHaveBeenCalledWith('/download/items-1.csv', 'items-1.csv');

    // A late duplicate of the same update, with no export running, downloads nothing more.
    act(() => app.emitSubscription(jobUpdated('job-1', 'SUCCEEDED', '/download/items-1.csv')));
    expect(triggerDownload).toHaveBeenCalledTimes(1);
  });

  it('downloads at once a job that was done when it answered', async () => {
    servePricesWithExports();
    server.use(
      graphql.mutation('StartPricesExport', () =>
        HttpResponse.json({
          data: { startPricesExport: aJob('job-7', 'SUCCEEDED', '/download/prices%201.csv') },
        }),
      ),
    );
    const app = renderApp('/dashboard/prices/1');
    const prices = await screen.findByRole('button', { name: 'Export to CSV' });
    await app.user.click(prices);
    await waitFor(() =>
      expect(triggerDownload).toHaveBeenCalledWith('/download/prices%201.csv', 'prices 1.csv'),
    );
    expect(prices).toBeEnabled();
  });

  it('says the export failed when its job fails', async () => {
    servePricesWithExports();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = renderApp('/dashboard/prices/1');
    const prices = await screen.findByRole('button', { name: 'Export to CSV' });
    await app.user.click(prices);
    await waitFor(() => expect(app.subscribersOf('jobUpdated')).toBe(1));
    act(() => app.emitSubscription(jobUpdated('job-1', 'FAILED')));
    expect(
      await screen.findByText('The export could not be made. Please try again.'),
    ).toBeInTheDocument();
    expect(prices).toBeEnabled();
    expect(triggerDownload).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('offers only Export to CSV without the items export access', async () => {
    servePricesWithExports(false);
    renderApp('/dashboard/prices/1');
    expect(await screen.findByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Export to CSV Items' })).not.toBeInTheDocument();
  });

  it('shows an error when the export cannot start', async () => {
    servePricesWithExports();
    server.use(
      graphql.mutation('StartPricesExport', () =>
        HttpResponse.json({
          data: { startPricesExport: null },
          errors: [
            { message: 'wait', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 } },
          ],
        }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const app = renderApp('/dashboard/prices/1');
    await app.user.click(await screen.findByRole('button', { name: 'Export to CSV' }));
    expect(
      await screen.findByText('The export could not be made. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    warn.mockRestore();
  });

  it('gives up with a message after two minutes without the job ending', async () => {
    servePricesWithExports();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const app = renderApp('/dashboard/prices/1');
    const prices = await screen.findByRole('button', { name: 'Export to CSV' });
    await app.user.click(prices);
    await waitFor(() => expect(app.subscribersOf('jobUpdated')).toBe(1));
    act(() => void vi.advanceTimersByTime(EXPORT_TIMEOUT_MS - 1000));
    expect(prices).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(
      await screen.findByText(
        'The export is taking longer than expected. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(prices).toBeEnabled();
  });
});
