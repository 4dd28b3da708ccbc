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
    graphql.mutation('ExportPrices', ({ variables }) => {
      exports.push({ kind: 'prices', variables });
      return HttpResponse.json({ data: { exportPrices: true } });
    }),
    graphql.mutation('ExportPriceItems', ({ variables }) => {
      exports.push({ kind: 'items', variables });
      return HttpResponse.json({ data: { exportPriceItems: true } });
    }),
  );
  return exports;
}

const completed = (kind: string, filename: string) => ({
  notifications: {
    __typename: 'NotificationEvent',
    kind,
    filename,
    downloadUrl: `/download/${filename}`,
    receivedAt: '2026-03-02T09:00:00.000Z',
  },
});

describe('price exports', () => {
  it('disables both buttons while one runs and downloads the file of the matching event', async () => {
    const exports = servePricesWithExports();
    const app = renderApp('/dashboard/prices/1?brands=Apple');
    const prices = await screen.findByRole('button', { name: 'Export to CSV' });
    const items = screen.getByRole('button', { name: 'Export to CSV Items' });

    await app.user.click(items);
    expect(items).toBeDisabled();
    expect(prices).toBeDisabled();
    expect(items).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(app.subscriberCount()).toBe(1));
    await waitFor(() =>
      expect(exports).toEqual([
        { kind: 'items', variables: { categoryId: '1', filter: { brands: ['Apple'] } } },
      ]),
    );

    // Another export's completion is not ours: keep waiting.
    act(() => app.emitSubscription(completed('PRICES_EXPORT_COMPLETED', 'prices.csv')));
    expect(items).toBeDisabled();
    expect(triggerDownload).not.toHaveBeenCalled();

    act(() => app.emitSubscription(completed('ITEMS_EXPORT_COMPLETED', 'items-1.csv')));
    await waitFor(() => expect(items).toBeEnabled());
    expect(prices).toBeEnabled();
    expect(triggerDownload).toHaveBeenCalledWith('/download/items-1.csv', 'items-1.csv');

    // A late duplicate of the same event, with no export running, downloads nothing more.
    act(() => app.emitSubscription(completed('ITEMS_EXPORT_COMPLETED', 'items-1.csv')));
    expect(triggerDownload).toHaveBeenCalledTimes(1);
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
      graphql.mutation('ExportPrices', () =>
        HttpResponse.json({
          errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
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

  it('gives up with a message after two minutes without an event', async () => {
    servePricesWithExports();
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const app = renderApp('/dashboard/prices/1');
    const prices = await screen.findByRole('button', { name: 'Export to CSV' });
    await app.user.click(prices);
    await waitFor(() => expect(app.subscriberCount()).toBe(1));
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
