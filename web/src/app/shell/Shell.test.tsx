import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aViewer } from '../../testing/fixtures';
import { catalogListHandler, viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function openDashboard(viewer: ReturnType<typeof aViewer>, path = '/dashboard/catalog') {
  server.use(viewerHandler(viewer), catalogListHandler(viewer));
  const app = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { app, nav };
}

describe('dashboard shell', () => {
  it('shows every sidebar group for a full account, with the notification badge', async () => {
    const { nav } = await openDashboard(
      aViewer({
        notificationCount: 3,
        vendors: [
          { id: '7', name: 'BackMarket', country: 'fr' },
          { id: '8', name: 'Rebuy', country: 'de' },
        ],
      }),
    );
    const catalog = within(nav).getByRole('link', { name: /Catalog/ });
    expect(catalog).toHaveAttribute('href', '/dashboard/catalog');
    expect(within(catalog).getByText('3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Log' })).toHaveAttribute(
      'href',
      '/dashboard/log',
    );
    expect(within(nav).getByRole('link', { name: 'Smartphones' })).toHaveAttribute(
      'href',
      '/dashboard/prices/1',
    );
    expect(within(nav).getByRole('link', { name: 'Tablets' })).toHaveAttribute(
      'href',
      '/dashboard/prices/2',
    );
    expect(within(nav).getByRole('link', { name: 'Resell' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Buyback' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'DE Rebuy' })).toHaveAttribute(
      'href',
      '/dashboard/competitors/8',
    );
    expect(within(nav).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('hides what the account cannot open and the badge at zero', async () => {
    const { nav } = await openDashboard(
      aViewer({ access: { catalog: false, resell: false, competitors: false } }),
      '/dashboard/no-such-screen',
    );
    expect(within(nav).queryByRole('link', { name: /Catalog/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Log' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Resell' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Buyback' })).toBeInTheDocument();
    expect(within(nav).queryByText('Competitors')).not.toBeInTheDocument();
  });

  it('shows the store name and a profile menu that closes on an outside click', async () => {
    const { app } = await openDashboard(aViewer());
    expect(await screen.findByText('Demo Store')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Profile menu/ }));
    expect(screen.getByRole('menu')).toHaveTextContent('demo@example.com');
    await app.user.click(screen.getByText('Demo Store'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('switches the language from the profile menu and remembers it', async () => {
    const { app } = await openDashboard(aViewer());
    await app.user.click(await screen.findByRole('button', { name: /Profile menu/ }));
    await app.user.click(screen.getByRole('menuitemradio', { name: 'Italiano' }));
    expect(await screen.findByRole('link', { name: /Catalogo/ })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('it-IT');
    expect(document.documentElement.lang).toBe('it-IT');
  });

  it('logs out: ends the session, forgets the profile and goes to sign-in', async () => {
    let loggedOut = false;
    server.use(
      graphql.mutation('Logout', () => {
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    localStorage.setItem('user', JSON.stringify(aViewer()));
    const { app } = await openDashboard(aViewer());
    await app.user.click(await screen.findByRole('button', { name: /Profile menu/ }));
    await app.user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(loggedOut).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('opens and closes the sidebar with the menu button', async () => {
    const { app } = await openDashboard(aViewer());
    // The button is for small screens (a media query hides it on desktop); jsdom does no media
    // queries and treats it as hidden, so the queries include hidden elements.
    const toggle = await screen.findByRole('button', { name: 'Open menu', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    const close = screen.getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await app.user.click(close);
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toBeInTheDocument();
  });

  it('moves the focus into the open sidebar; Escape closes it and focuses the menu button', async () => {
    const { app } = await openDashboard(aViewer());
    const toggle = await screen.findByRole('button', { name: 'Open menu', hidden: true });
    await app.user.click(toggle);
    const nav = screen.getByRole('navigation', { hidden: true });
    await waitFor(() => expect(nav).toContainElement(document.activeElement as HTMLElement));
    await app.user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
