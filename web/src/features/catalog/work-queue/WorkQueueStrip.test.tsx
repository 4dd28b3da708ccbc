import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalogItem, aCatalogPage, aViewer, aWorkQueue } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

type Variables = { filter?: Record<string, unknown> | null };

function serveCatalog(
  viewer = aViewer(),
  workQueue: ReturnType<typeof aWorkQueue> | null = aWorkQueue(),
  answerDelayMs = 0,
) {
  const requests: Variables[] = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', async ({ variables }) => {
      requests.push(variables as Variables);
      if (requests.length > 1) await delay(answerDelayMs);
      return HttpResponse.json({
        data: { me: viewer, catalog: aCatalogPage([aCatalogItem()], { totalCount: 1, workQueue }) },
      });
    }),
  );
  return { requests };
}

describe('the work-queue strip', () => {
  it('keeps both filters when the second is clicked while the first is still loading', async () => {
    const { requests } = serveCatalog(aViewer(), aWorkQueue(), 400);
    const app = renderApp('/dashboard/catalog');
    await app.user.click(await screen.findByRole('button', { name: '12 at minimum' }));
    await app.user.click(screen.getByRole('button', { name: '40 dynamic price off' }));
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/catalog?priceLimit=min&dynamicPricing=off'),
    );
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({ priceLimit: 'MIN', dynamicPricing: false }),
    );
  });

  it('shows the counts of the whole catalog above the table', async () => {
    serveCatalog(aViewer(), aWorkQueue({ withNotifications: 1234 }));
    renderApp('/dashboard/catalog');
    const strip = await screen.findByRole('group', { name: 'Work queue:' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      '12 at minimum',
      '5 at maximum',
      '1,234 with notifications',
      '40 dynamic price off',
      '7 below base price',
    ]);
    for (const button of within(strip).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('filters with one click, shows the active one pressed, counts it as a filter, and clears it', async () => {
    const { requests } = serveCatalog();
    const app = renderApp('/dashboard/catalog');
    const atMinimum = await screen.findByRole('button', { name: '12 at minimum' });
    await app.user.click(atMinimum);
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?priceLimit=min'));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ priceLimit: 'MIN' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '12 at minimum' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByLabelText('1 filter active')).toHaveTextContent('1');

    // At maximum replaces at minimum (one price limit at a time); the keyboard works too.
    screen.getByRole('button', { name: '5 at maximum' }).focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?priceLimit=max'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '5 at maximum' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await app.user.click(screen.getByRole('button', { name: '40 dynamic price off' }));
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/catalog?priceLimit=max&dynamicPricing=off'),
    );
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({ priceLimit: 'MAX', dynamicPricing: false }),
    );
    expect(await screen.findByLabelText('2 filters active')).toBeInTheDocument();

    screen.getByRole('button', { name: '5 at maximum' }).focus();
    await app.user.keyboard(' ');
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?dynamicPricing=off'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '5 at maximum' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('offers the same filters in the Filters panel, one price limit at a time', async () => {
    const { requests } = serveCatalog();
    const app = renderApp('/dashboard/catalog?belowBase=1');
    await app.user.click(await screen.findByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('checkbox', { name: 'Below base price' })).toBeChecked();
    await app.user.click(within(panel).getByRole('checkbox', { name: 'At minimum price' }));
    await app.user.click(within(panel).getByRole('checkbox', { name: 'At maximum price' }));
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/catalog?priceLimit=max&belowBase=1'),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('checkbox', { name: 'At minimum price' })).not.toBeChecked(),
    );
    await waitFor(() =>
      expect(requests.at(-1)?.filter).toEqual({ priceLimit: 'MAX', belowBasePrice: true }),
    );
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Has notifications' }));
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/catalog?notifications=1&priceLimit=max&belowBase=1'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '98 with notifications' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('speaks Italian', async () => {
    serveCatalog(aViewer({ locale: 'it-IT' }));
    renderApp('/dashboard/catalog');
    const strip = await screen.findByRole('group', { name: 'Da controllare:' });
    expect(within(strip).getByRole('button', { name: '12 al prezzo minimo' })).toBeInTheDocument();
    expect(
      within(strip).getByRole('button', { name: '40 con prezzo dinamico disattivato' }),
    ).toBeInTheDocument();
  });

  it('is left out when the store sends no counts', async () => {
    serveCatalog(aViewer(), null);
    renderApp('/dashboard/catalog');
    expect(await screen.findByText('iPhone 12', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Work queue:' })).not.toBeInTheDocument();
  });
});
