import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalogItem, aCatalogPage, aSignInPayload, aViewer } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';

/** Answers ViewerQuery, CatalogListQuery and SignIn for `viewer` and counts the requests. */
function countedApi(viewer: ReturnType<typeof aViewer>) {
  const requests = { ViewerQuery: 0, CatalogListQuery: 0, SignIn: 0 };
  server.use(
    graphql.query('ViewerQuery', () => {
      requests.ViewerQuery += 1;
      return HttpResponse.json({ data: { me: viewer } });
    }),
    graphql.query('CatalogListQuery', () => {
      requests.CatalogListQuery += 1;
      return HttpResponse.json({
        data: { me: viewer, catalog: aCatalogPage([aCatalogItem({ name: 'iPhone 13' })]) },
      });
    }),
    graphql.mutation('SignIn', () => {
      requests.SignIn += 1;
      return HttpResponse.json({ data: aSignInPayload(viewer) });
    }),
  );
  return requests;
}

describe('requests per screen', () => {
  it('opens the catalog with one session request and one catalog request, started by the route', async () => {
    const requests = countedApi(aViewer());
    const app = renderApp('/dashboard/catalog');
    expect(await screen.findAllByRole('link', { name: /iPhone 13/ })).not.toHaveLength(0);
    await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
    expect(requests).toEqual({ ViewerQuery: 1, CatalogListQuery: 1, SignIn: 0 });
    // The first load waited for the data: the screen came up complete, without a skeleton step.
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('asks once for each new sort of the catalog, and not again for a view it already has', async () => {
    const requests = countedApi(aViewer());
    const app = renderApp('/dashboard/catalog');
    expect(await screen.findAllByRole('link', { name: /iPhone 13/ })).not.toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: /Sort/ }));
    await app.user.click(screen.getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?sort=PRICE_ASC'));
    await waitFor(() => expect(app.router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(requests.CatalogListQuery).toBe(2));
    // Back to the first view: its answer is in the cache, no request.
    await app.router.navigate(-1);
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog'));
    expect(await screen.findAllByRole('link', { name: /iPhone 13/ })).not.toHaveLength(0);
    expect(requests.CatalogListQuery).toBe(2);
  });

  it('signs in and lands on the catalog without asking for the profile again', async () => {
    const requests = countedApi(aViewer());
    const app = renderApp('/');
    await app.user.type(await screen.findByLabelText('E-mail'), 'demo@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findAllByRole('link', { name: /iPhone 13/ })).not.toHaveLength(0);
    expect(requests).toEqual({ ViewerQuery: 0, CatalogListQuery: 1, SignIn: 1 });
  });

  it('revalidates a profile stored by an earlier visit once, in the background', async () => {
    const viewer = aViewer();
    const requests = countedApi(viewer);
    // An earlier visit signed in: the stored copy carries the stamp of the query that wrote it.
    const first = renderApp('/');
    await first.user.type(await screen.findByLabelText('E-mail'), 'demo@example.com');
    await first.user.type(screen.getByLabelText('Password'), 'demo1234');
    await first.user.click(screen.getByRole('button', { name: 'Enter' }));
    await screen.findAllByRole('link', { name: /iPhone 13/ });
    first.unmount();
    requests.ViewerQuery = 0;
    requests.CatalogListQuery = 0;

    renderApp('/dashboard/catalog');
    expect(await screen.findAllByRole('link', { name: /iPhone 13/ })).not.toHaveLength(0);
    await waitFor(() => expect(requests.ViewerQuery).toBe(1));
    expect(requests.CatalogListQuery).toBe(1);
  });
});
