import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalogItem, aCatalogPage, aViewer, catalogPageAfter } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const PAGE_SIZE = 5;

type Variables = { filter?: Record<string, unknown> | null; sort?: string; after?: string };

/** A catalog of `total` items served 5 a page (small pages keep jsdom fast), recording requests. */
function serveCatalog(viewer = aViewer(), total = 3, pageDelayMs = 0) {
  const items = Array.from({ length: total }, () => aCatalogItem());
  const requests: Array<Variables & { page: number }> = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', async ({ variables }) => {
      const vars = variables as Variables;
      const page = catalogPageAfter(vars.after);
      requests.push({ ...vars, page });
      // Pages after the first answer this much later.
      if (page > 1 && pageDelayMs > 0) await delay(pageDelayMs);
      const slice = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return HttpResponse.json({
        data: {
          me: viewer,
          catalog: aCatalogPage(slice, { page, totalCount: total, pageSize: PAGE_SIZE }),
        },
      });
    }),
  );
  return { items, requests };
}

describe('catalog list', () => {
  it('shows the catalog table with dashes, badges and dynamic price state', async () => {
    const viewer = aViewer();
    const items = [
      aCatalogItem({ name: 'Galaxy S21', ram: null, color: null, notificationsCount: 2 }),
      aCatalogItem({ automaticPriceEnabled: false, batteryType: 'new', grade: 'C' }),
    ];
    server.use(
      viewerHandler(viewer),
      graphql.query('CatalogListQuery', () =>
        HttpResponse.json({ data: { me: viewer, catalog: aCatalogPage(items) } }),
      ),
    );
    renderApp('/dashboard/catalog');
    const row = (await screen.findByText('Galaxy S21')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[4]).toHaveTextContent('-');
    expect(cells[6]).toHaveTextContent('-');
    expect(
      within(row as HTMLElement).getByRole('button', { name: '2 notifications for Galaxy S21' }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(cells[8]).toHaveTextContent('€499.90');
    expect(within(row as HTMLElement).getByText('Standard')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('2 products', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows upload, download and dry-run badge only with their access', async () => {
    serveCatalog(
      aViewer({ access: { manualUpload: false, catalogDownload: false, dryRun: true } }),
    );
    renderApp('/dashboard/catalog');
    expect(await screen.findByText('Dry run mode')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download catalog' })).not.toBeInTheDocument();
    expect(screen.getByText('Integration active')).toBeInTheDocument();
  });

  it('links Download catalog to the export for s3 integrations', async () => {
    serveCatalog(aViewer());
    renderApp('/dashboard/catalog');
    expect(await screen.findByRole('link', { name: 'Download catalog' })).toHaveAttribute(
      'href',
      '/catalog/export',
    );
    expect(screen.queryByText('Dry run mode')).not.toBeInTheDocument();
  });

  it('searches after a 500 ms pause and keeps the search in the URL', async () => {
    const { requests } = serveCatalog();
    const app = renderApp('/dashboard/catalog');
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'iphone');
    expect(app.location()).toBe('/dashboard/catalog');
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?search=iphone'), {
      timeout: 1500,
    });
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ search: 'iphone' }));
    expect(requests.filter((request) => request.filter?.search).length).toBe(1);
  });

  it('filters by checkbox, counts active filters, closes on an outside click and resets', async () => {
    const { requests } = serveCatalog();
    const app = renderApp('/dashboard/catalog');
    await app.user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Samsung' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?brands=Samsung'));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ brands: ['Samsung'] }));
    expect(await screen.findByLabelText('1 filter active')).toHaveTextContent('1');

    await app.user.click(screen.getByRole('heading', { name: /Catalog/ }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: /Filters/ }));
    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog'));
    await waitFor(() => expect(screen.queryByLabelText('1 filter active')).not.toBeInTheDocument());
  });

  it('sorts with the radio options and restores the view from the URL', async () => {
    const { requests } = serveCatalog();
    const app = renderApp('/dashboard/catalog?grades=A&sort=STOCK_DESC');
    await waitFor(() =>
      expect(requests[0]).toMatchObject({
        filter: { gradeIn: ['A'] },
        sort: 'STOCK_DESC',
        page: 1,
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: /Sort by/ }));
    await app.user.click(screen.getByRole('radio', { name: 'Price: low to high' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?grades=A&sort=PRICE_ASC'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'PRICE_ASC', page: 1 }));
  });

  it('appends the next page (by cursor) on Load more and keeps the page in the URL', async () => {
    const { requests } = serveCatalog(aViewer(), 8);
    const app = renderApp('/dashboard/catalog');
    expect(await screen.findByText('5 of 8')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('8 of 8')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/catalog?page=2');
    expect(requests.map((request) => request.after)).toEqual([undefined, 'page:1']);
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('appends a next page that answers slowly, with the rows shown meanwhile', async () => {
    serveCatalog(aViewer(), 8, 400);
    const app = renderApp('/dashboard/catalog');
    expect(await screen.findByText('5 of 8')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(await screen.findByText('8 of 8', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(9);
  });

  it('walks pages 1 to N again by cursor when opened with page=N', async () => {
    const { requests } = serveCatalog(aViewer(), 12);
    renderApp('/dashboard/catalog?page=3');
    expect(await screen.findByText('12 of 12')).toBeInTheDocument();
    // Each page after the end cursor of the one before: one request a page, none twice.
    expect(requests.map((request) => request.after)).toEqual([undefined, 'page:1', 'page:2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an empty state and an inline error with a working Retry', async () => {
    const viewer = aViewer();
    let fail = true;
    server.use(
      viewerHandler(viewer),
      graphql.query('CatalogListQuery', () =>
        fail
          ? HttpResponse.json({
              errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
            })
          : HttpResponse.json({ data: { me: viewer, catalog: aCatalogPage([]) } }),
      ),
    );
    const app = renderApp('/dashboard/catalog');
    expect(await screen.findByText("This couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  });
});
