import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aViewer, type AccessFlags } from '../../testing/fixtures';
import { viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import {
  aCompetitorConnection,
  aCompetitorItem,
  aCompetitorItemDetail,
} from './competitor-fixtures';

type Variables = {
  vendorId: string;
  filter?: Record<string, unknown> | null;
  after?: string;
  page?: number;
};
const PAGE_SIZE = 2;

function serveListings({
  access = {},
  items = [aCompetitorItem(), aCompetitorItem()],
}: { access?: Partial<AccessFlags>; items?: Array<ReturnType<typeof aCompetitorItem>> } = {}) {
  const viewer = aViewer({ access });
  const requests: Variables[] = [];
  server.use(
    viewerHandler(viewer),
    graphql.query('CompetitorListQuery', ({ variables }) => {
      const vars = variables as Variables;
      requests.push(vars);
      if (vars.vendorId !== '7') {
        return HttpResponse.json({
          errors: [{ message: 'Unknown vendor', extensions: { code: 'NOT_FOUND' } }],
          data: null,
        });
      }
      return HttpResponse.json({
        data: {
          me: viewer,
          competitorItems: aCompetitorConnection(items, {
            after: vars.after ?? null,
            pageSize: PAGE_SIZE,
          }),
        },
      });
    }),
  );
  return { requests };
}

describe('competitor listings', () => {
  it('shows the vendor header and the table with catalog links and a Standard battery by default', async () => {
    serveListings({
      items: [
        aCompetitorItem({ name: 'Pixel 7' }),
        aCompetitorItem({ battery: 'new', catalogItems: [] }),
      ],
    });
    renderApp('/dashboard/competitors/7/items');
    expect(await screen.findByRole('heading', { name: /BackMarket/ })).toBeInTheDocument();
    expect(screen.getByText('2 listings')).toBeInTheDocument();
    expect(screen.getByText('Category: Smartphones')).toBeInTheDocument();
    expect(screen.getByText(/Updated at/)).toBeInTheDocument();

    const row = screen.getByText('Pixel 7').closest('tr') as HTMLElement;
    expect(
      within(row).getByRole('link', { name: 'EAN 8806090000001 · ID SKU-42' }),
    ).toHaveAttribute('href', '/dashboard/catalog/42');
    expect(within(row).getByText('Standard')).toBeInTheDocument();
    expect(within(row).getByText('€389.50')).toBeInTheDocument();
    expect(within(row).getByText('PhoneHub')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Details of Pixel 7' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/competitors\/7\/items\/listing-\d+$/),
    );
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('shows catalog references without links for an account without the catalog', async () => {
    serveListings({ access: { catalog: false } });
    renderApp('/dashboard/competitors/7');
    expect(
      (await screen.findAllByText('EAN 8806090000001 · ID SKU-42'))[0]?.closest('a'),
    ).toBeNull();
  });

  it('filters by search and storage in the URL, loads more and resets', async () => {
    const { requests } = serveListings({
      items: [aCompetitorItem(), aCompetitorItem(), aCompetitorItem()],
    });
    const app = renderApp('/dashboard/competitors/7');
    expect(await screen.findByText('2 of 3')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/competitors/7?page=2');
    expect(requests.map((request) => [request.after, request.page])).toEqual([
      [undefined, undefined],
      ['cursor:1', undefined],
    ]);

    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'galaxy');
    await waitFor(() => expect(app.location()).toBe('/dashboard/competitors/7?search=galaxy'));
    await app.user.click(screen.getByRole('button', { name: /Filters/ }));
    await app.user.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('checkbox', {
        name: '256GB',
      }),
    );
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/competitors/7?search=galaxy&storage=256GB'),
    );
    await waitFor(() =>
      expect(requests.at(-1)).toMatchObject({
        vendorId: '7',
        filter: { search: 'galaxy', storage: ['256GB'] },
      }),
    );
    expect(requests.at(-1)?.after).toBeUndefined();
    // The search text is not a filter.
    expect(await screen.findByLabelText('1 filter active')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/competitors/7?search=galaxy'));
  });

  it('opens a shared URL with page=2 by reading the page after the first one', async () => {
    const { requests } = serveListings({
      items: Array.from({ length: 5 }, () => aCompetitorItem()),
    });
    renderApp('/dashboard/competitors/7?page=2');
    expect(await screen.findByText('4 of 5')).toBeInTheDocument();
    expect(requests.map((request) => request.after)).toEqual([undefined, 'cursor:1']);
  });

  it('says Something went wrong for an unknown vendor', async () => {
    serveListings();
    renderApp('/dashboard/competitors/999');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});

describe('competitor item', () => {
  function serveItem() {
    server.use(
      viewerHandler(aViewer()),
      graphql.query('CompetitorItemQuery', ({ variables }) =>
        variables.itemId === 'listing-1'
          ? HttpResponse.json({ data: { competitorItem: aCompetitorItemDetail() } })
          : HttpResponse.json({
              errors: [{ message: 'nope', extensions: { code: 'NOT_FOUND' } }],
              data: null,
            }),
      ),
    );
  }

  it('shows the summary, the chart legend with Min only on, and the offers with ratings', async () => {
    serveItem();
    const app = renderApp('/dashboard/competitors/7/items/listing-1');
    expect(await screen.findByRole('heading', { name: 'Galaxy S21 128GB' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the listings' })).toHaveAttribute(
      'href',
      '/dashboard/competitors/7',
    );
    expect(screen.getByRole('link', { name: 'Open listing' })).toHaveAttribute(
      'href',
      'https://backmarket.example/galaxy-s21',
    );
    expect(screen.getByText('Phantom Grey')).toBeInTheDocument();

    const legend = await screen.findByRole('group', { name: 'Show or hide a series' });
    expect(within(legend).getByRole('button', { name: 'Min' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const hidden of ['Median', 'Max', 'Avg']) {
      expect(within(legend).getByRole('button', { name: hidden })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    await app.user.click(within(legend).getByRole('button', { name: 'Median' }));
    expect(within(legend).getByRole('button', { name: 'Median' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await app.user.click(within(legend).getByRole('button', { name: 'Min' }));
    await app.user.click(within(legend).getByRole('button', { name: 'Median' }));
    expect(screen.getByText('Choose a series in the legend below.')).toBeInTheDocument();

    const review = screen.getByRole('link', { name: '4.6 out of 5' });
    expect(review).toHaveAttribute('href', 'https://reviews.example/topphones');
    const second = screen.getByText('NoReviews').closest('tr') as HTMLElement;
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).getByText('Standard')).toBeInTheDocument();
  });

  it('says Something went wrong for an unknown listing', async () => {
    serveItem();
    renderApp('/dashboard/competitors/7/items/unknown');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
