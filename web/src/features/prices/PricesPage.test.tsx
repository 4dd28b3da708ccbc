import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aViewer, type AccessFlags } from '../../testing/fixtures';
import { viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { aCountryPrices, aPriceListConnection, aPriceListItem } from './prices-fixtures';

const PAGE_SIZE = 2;

type Variables = {
  categoryId: string;
  filter?: Record<string, unknown> | null;
  sort?: string;
  after?: string;
  page?: number;
};

/**
 * A category of `total` products, recording every request's variables. Pages hold two products
 * (the screen follows pageInfo and totalCount, not the BFF's 50) so paging tests stay quick.
 */
function servePrices({
  access = {},
  total = 3,
  items = Array.from({ length: total }, () => aPriceListItem({ prices: [aCountryPrices('it')] })),
  filters,
}: {
  access?: Partial<AccessFlags>;
  total?: number;
  items?: Array<ReturnType<typeof aPriceListItem>>;
  filters?: Record<'brands' | 'models' | 'grades', string[]>;
} = {}) {
  const viewer = aViewer({ access });
  const requests: Variables[] = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('PricesCategoryQuery', ({ variables }) => {
      const vars = variables as Variables;
      requests.push(vars);
      const priceListItems = aPriceListConnection(items, {
        after: vars.after ?? null,
        pageSize: PAGE_SIZE,
        filters,
      });
      return HttpResponse.json({ data: { me: viewer, priceListItems } });
    }),
  );
  return { requests };
}

describe('prices screen', () => {
  it('shows the title, summary and one row per country with flags, blocks and arrows', async () => {
    servePrices({
      items: [
        aPriceListItem({ name: 'Galaxy S21', hot: true, onlineItems: 25, batteryType: 'new' }),
        aPriceListItem({ name: 'iPhone 13', topCompetitor: null }),
      ],
    });
    renderApp('/dashboard/prices/1');
    expect(await screen.findByRole('heading', { name: 'Smartphones prices' })).toBeInTheDocument();
    expect(screen.getByText('Monitored deals').nextSibling).toHaveTextContent('345');
    expect(screen.getByText('Models').nextSibling).toHaveTextContent('12');
    expect(screen.getByRole('columnheader', { name: 'Resell' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Trade-in' })).toBeInTheDocument();

    const product = (await screen.findByText('Galaxy S21')).closest('tbody') as HTMLElement;
    const rows = within(product).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(product).getByRole('img', { name: '25 offers online' })).toBeInTheDocument();
    expect(within(product).getByText('New')).toBeInTheDocument();
    expect(within(product).getByText('PhoneHub')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: 'IT' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'FR' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('€400.00');
    expect(rows[0]).toHaveTextContent('+2.5%');
    expect(
      within(rows[0] as HTMLElement).getAllByRole('img', { name: 'Up' }).length,
    ).toBeGreaterThan(0);
    expect(
      within(rows[0] as HTMLElement).getAllByRole('img', { name: 'Down' }).length,
    ).toBeGreaterThan(0);

    const other = screen.getByText('iPhone 13').closest('tbody') as HTMLElement;
    expect(within(other).queryByRole('img', { name: /offers online/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(screen.queryByText(/Want access to more data/)).not.toBeInTheDocument();
  });

  it('shows only the blocks the account has, no flags for one country, and the contact notice', async () => {
    servePrices({
      access: { buyback: false, multiCountry: false, exportItems: false },
      items: [aPriceListItem({ name: 'Pixel 7', prices: [aCountryPrices('it')] })],
    });
    renderApp('/dashboard/prices/1');
    const product = (await screen.findByText('Pixel 7')).closest('tbody') as HTMLElement;
    expect(within(product).queryByRole('img', { name: 'IT' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Resell' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Trade-in' })).not.toBeInTheDocument();
    expect(screen.getByText(/Want access to more data\? Contact us at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(screen.getByRole('button', { name: 'Export to CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Export to CSV Items' })).not.toBeInTheDocument();
  });

  it('searches after 500 ms, filters by checkbox and counts filters, all kept in the URL', async () => {
    const { requests } = servePrices();
    const app = renderApp('/dashboard/prices/1');
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'pixel');
    expect(app.location()).toBe('/dashboard/prices/1');
    await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1?search=pixel'));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ search: 'pixel' }));

    await app.user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Samsung' }));
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/prices/1?search=pixel&brands=Samsung'),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        categoryId: '1',
        filter: { search: 'pixel', brands: ['Samsung'] },
      }),
    );
    // The search text is not a filter: one brand is one filter.
    expect(await screen.findByLabelText('1 filter active')).toHaveTextContent('1');

    // Reset clears the filters and keeps the search.
    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1?search=pixel'));
    await waitFor(() => expect(screen.queryByLabelText(/filters? active/)).not.toBeInTheDocument());
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('pixel');
  });

  it('shows only the filter groups the server returned options for', async () => {
    servePrices({ filters: { brands: ['Apple'], models: [], grades: [] } });
    const app = renderApp('/dashboard/prices/1');
    await app.user.click(await screen.findByRole('button', { name: /Filters/ }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByText('Brand')).toBeInTheDocument();
    expect(within(panel).queryByText('Model')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Grade')).not.toBeInTheDocument();
  });

  it('sorts by lowest grade and restores filters and sort from the URL', async () => {
    const { requests } = servePrices();
    const app = renderApp('/dashboard/prices/1?grades=A');
    await waitFor(() =>
      expect(requests[0]).toMatchObject({
        categoryId: '1',
        filter: { gradeIn: ['A'] },
        sort: 'GRADE_DESC',
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: /Sort by/ }));
    await app.user.click(screen.getByRole('radio', { name: 'Lowest grade' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/prices/1?grades=A&sort=GRADE_ASC'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ sort: 'GRADE_ASC' }));
    expect(requests.at(-1)?.after).toBeUndefined();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Lowest grade'),
    );
  });

  it('appends the page after the end cursor on Load more, keeps the count in the URL', async () => {
    const { requests } = servePrices({ total: 3 });
    const app = renderApp('/dashboard/prices/1');
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/prices/1?page=2');
    expect(requests.map((request) => request.after)).toEqual([undefined, 'cursor:1']);
    expect(requests.every((request) => request.page === undefined)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens a shared URL with page=3 by walking the cursors page after page', async () => {
    const { requests } = servePrices({ total: 7 });
    renderApp('/dashboard/prices/1?page=3');
    expect(await screen.findByText('6 of 7')).toBeInTheDocument();
    expect(requests.map((request) => request.after)).toEqual([undefined, 'cursor:1', 'cursor:3']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows the products read so far and Load more again when a page fails', async () => {
    const viewer = aViewer();
    const items = Array.from({ length: 3 }, () =>
      aPriceListItem({ prices: [aCountryPrices('it')] }),
    );
    let failNext = true;
    server.use(
      viewerHandler(viewer),
      graphql.query('PricesCategoryQuery', ({ variables }) => {
        const { after } = variables as Variables;
        if (after && failNext) {
          failNext = false;
          return HttpResponse.json({
            errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          });
        }
        const priceListItems = aPriceListConnection(items, { after, pageSize: PAGE_SIZE });
        return HttpResponse.json({ data: { me: viewer, priceListItems } });
      }),
    );
    const app = renderApp('/dashboard/prices/1');
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
  });

  it('resets the filters and reloads when another category is chosen', async () => {
    const { requests } = servePrices();
    const app = renderApp('/dashboard/prices/1?brands=Apple');
    expect(await screen.findByRole('heading', { name: 'Smartphones prices' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Tablets' }));
    expect(await screen.findByRole('heading', { name: 'Tablets prices' })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/prices/2');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ categoryId: '2', filter: null }));
  });

  it('shows an inline error with a working Retry', async () => {
    const viewer = aViewer();
    let fail = true;
    server.use(
      viewerHandler(viewer),
      graphql.query('PricesCategoryQuery', () =>
        fail
          ? HttpResponse.json({
              errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
            })
          : HttpResponse.json({
              data: { me: viewer, priceListItems: aPriceListConnection([]) },
            }),
      ),
    );
    const app = renderApp('/dashboard/prices/1');
    expect(await screen.findByText("This couldn't be loaded.")).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  });
  it('says the category does not exist for an unknown id, without a Retry', async () => {
    server.use(
      viewerHandler(aViewer()),
      graphql.query('PricesCategoryQuery', () =>
        HttpResponse.json({
          errors: [{ message: 'Unknown category', extensions: { code: 'NOT_FOUND' } }],
          data: null,
        }),
      ),
    );
    renderApp('/dashboard/prices/smartphone');
    expect(await screen.findByText('This category does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
