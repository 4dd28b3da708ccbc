import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../format/format-date';
import { aCatalogItem, aCatalogPage, aViewer } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const notifications = [
  {
    __typename: 'ItemNotification',
    kind: 'MIN_ALLOWED_PRICE_REACHED',
    type: 'min_allowed_price_reached',
    createdAt: '2026-03-01T08:01:00.000Z',
    message: 'Minimum price threshold reached (€432.10)',
  },
  {
    __typename: 'ItemNotification',
    kind: 'OTHER',
    type: 'stock_running_low',
    createdAt: null,
    message: null,
  },
];

/** A catalog of two items, the first with notifications; returns the ids whose were read. */
function serve(locale = 'en-GB') {
  const viewer = aViewer({ locale });
  const items = [
    aCatalogItem({ name: 'Galaxy S21', notificationsCount: 2 }),
    aCatalogItem({ name: 'Pixel 7', notificationsCount: 0 }),
  ];
  const read: string[] = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', () =>
      HttpResponse.json({ data: { me: viewer, catalog: aCatalogPage(items) } }),
    ),
    graphql.query('ItemNotificationsQuery', ({ variables }) => {
      read.push(String(variables.id));
      return HttpResponse.json({
        data: {
          catalogItem: { __typename: 'CatalogItem', id: String(variables.id), notifications },
        },
      });
    }),
  );
  return { items, read };
}

describe("a catalog row's bell", () => {
  it('is only on items with notifications, and reads them only when opened', async () => {
    const { items, read } = serve();
    const app = renderApp('/dashboard/catalog');
    const bell = await screen.findByRole('button', { name: '2 notifications for Galaxy S21' });
    expect(screen.queryByRole('button', { name: /notifications? for Pixel 7/ })).toBeNull();
    expect(read).toEqual([]);

    await app.user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications: Galaxy S21' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(
      'Minimum price reached' +
        formatDateTime('2026-03-01T08:01:00.000Z', 'en-GB') +
        'Minimum price threshold reached (€432.10)' +
        'The repricer would go lower: lower the minimum price or change the strategy.',
    );
    // A kind this screen does not know yet is worded from its type, never shown raw.
    expect(entries[1]).toHaveTextContent(/^Stock running low$/);
    expect(within(dialog).getByRole('link', { name: 'Open the item' })).toHaveAttribute(
      'href',
      `/dashboard/catalog/${items[0]?.id}`,
    );
    expect(read).toEqual([items[0]?.id]);
  });

  it('is keyboard operable: focus moves into it, Escape closes it and gives the focus back', async () => {
    serve();
    const app = renderApp('/dashboard/catalog');
    const bell = await screen.findByRole('button', { name: '2 notifications for Galaxy S21' });
    bell.focus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveFocus());
    await within(dialog).findAllByRole('listitem');
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    // The close button and a press outside close it too.
    await app.user.click(bell);
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await app.user.click(bell);
    await screen.findByRole('dialog');
    await app.user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('explains them in Italian for an Italian seller', async () => {
    serve('it-IT');
    const app = renderApp('/dashboard/catalog');
    await app.user.click(await screen.findByRole('button', { name: '2 notifiche per Galaxy S21' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifiche: Galaxy S21' });
    const [first] = await within(dialog).findAllByRole('listitem');
    expect(first).toHaveTextContent('Prezzo minimo raggiunto');
    expect(first).toHaveTextContent(
      'La riprezzatura scenderebbe ancora: abbassa il prezzo minimo o cambia la strategia.',
    );
  });
});
