import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { aViewer } from '../../testing/fixtures';
import { catalogListHandler, viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

async function landing(path: string) {
  const app = renderApp(path);
  await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
  await waitFor(() => expect(app.router.state.initialized).toBe(true));
  return app;
}

describe('route guards and redirects', () => {
  // Redirect targets are other features' screens, which load their own data; that data is not
  // under test here, so any operation without a handler of its own gets a plain error answer.
  beforeEach(() => {
    server.use(
      graphql.operation(() => HttpResponse.json({ errors: [{ message: 'not under test' }] })),
    );
  });

  it('sends a visitor without a session to sign-in', async () => {
    server.use(viewerHandler(null));
    const app = await landing('/dashboard/catalog');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
  });

  it('sends a signed-in visitor of / to the catalog', async () => {
    const viewer = aViewer();
    localStorage.setItem('user', JSON.stringify(viewer));
    server.use(viewerHandler(viewer), catalogListHandler(viewer));
    const app = await landing('/');
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog'));
  });

  it('redirects /dashboard and /dashboard/prices to the first category', async () => {
    server.use(viewerHandler(aViewer()));
    const app = await landing('/dashboard');
    await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1'));
  });

  it.each(['/dashboard/catalog', '/dashboard/catalog/5', '/dashboard/log', '/dashboard/log/3'])(
    'sends an account without the catalog from %s to prices',
    async (path) => {
      server.use(viewerHandler(aViewer({ access: { catalog: false } })));
      const app = await landing(path);
      await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1'));
    },
  );

  it('opens the catalog for an account with show_catalog', async () => {
    const viewer = aViewer();
    server.use(viewerHandler(viewer), catalogListHandler(viewer));
    const app = await landing('/dashboard/catalog');
    expect(app.location()).toBe('/dashboard/catalog');
    expect(await screen.findByRole('heading', { name: /Catalog/ })).toBeInTheDocument();
  });

  it.each([
    [{ resell: true, buyback: true }, '/dashboard/strategies/resell'],
    [{ resell: true, buyback: false }, '/dashboard/strategies/resell'],
    [{ resell: false, buyback: true }, '/dashboard/strategies/buyback'],
    [{ resell: false, buyback: false }, '/dashboard/prices/1'],
  ])('redirects /dashboard/strategies with %o to %s (resell first)', async (access, target) => {
    server.use(viewerHandler(aViewer({ access })));
    const app = await landing('/dashboard/strategies');
    await waitFor(() => expect(app.location()).toBe(target));
  });

  it.each([
    ['/dashboard/strategies/resell', { resell: false }],
    ['/dashboard/strategies/buyback', { buyback: false }],
  ])('guards %s', async (path, access) => {
    server.use(viewerHandler(aViewer({ access })));
    const app = await landing(path);
    await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1'));
  });

  it('redirects /dashboard/competitors to the first vendor', async () => {
    server.use(viewerHandler(aViewer()));
    const app = await landing('/dashboard/competitors');
    await waitFor(() => expect(app.location()).toBe('/dashboard/competitors/7'));
  });

  it.each(['/dashboard/competitors', '/dashboard/competitors/7/items/3'])(
    'sends an account without vendors from %s to prices',
    async (path) => {
      server.use(viewerHandler(aViewer({ access: { competitors: false } })));
      const app = await landing(path);
      await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1'));
    },
  );

  it('shows prices without a redirect for an account with no categories', async () => {
    server.use(viewerHandler(aViewer({ categories: [], access: { catalog: false } })));
    const app = await landing('/dashboard/catalog');
    await waitFor(() => expect(app.location()).toBe('/dashboard/prices'));
    expect(await screen.findByText('Your account has no categories yet.')).toBeInTheDocument();
  });

  it.each(['/nowhere', '/dashboard/nowhere'])('shows a not-found page for %s', async (path) => {
    server.use(viewerHandler(aViewer()));
    await landing(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  });

  it('signs out and goes to sign-in when any answer is UNAUTHENTICATED', async () => {
    const viewer = aViewer();
    localStorage.setItem('user', JSON.stringify(viewer));
    server.use(
      viewerHandler(viewer),
      graphql.query('CatalogListQuery', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const app = await landing('/dashboard/catalog');
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(localStorage.getItem('user')).toBeNull();
  });
});
