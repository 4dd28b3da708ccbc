import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalogItem, aCatalogPage, aViewer, aWorkQueue } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

function serveOneItemBelowBasePrice() {
  const viewer = aViewer();
  const item = aCatalogItem({ name: 'Pixel 7', price: 400, basePrice: 450, belowBasePrice: true });
  const other = aCatalogItem({
    name: 'Pixel 8',
    price: 500,
    basePrice: 450,
    belowBasePrice: false,
  });
  const listReads = { count: 0 };
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', () => {
      listReads.count += 1;
      // The strip counts what the store holds now.
      const below = [item, other].filter((each) => each.belowBasePrice).length;
      return HttpResponse.json({
        data: {
          me: viewer,
          catalog: aCatalogPage([item, other], {
            workQueue: aWorkQueue({ belowBasePrice: below }),
          }),
        },
      });
    }),
  );
  return Object.assign(item, { listReads });
}

async function rowOf(name: string) {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('sync base price', () => {
  it('is offered only when price is below base price', async () => {
    serveOneItemBelowBasePrice();
    renderApp('/dashboard/catalog');
    const syncLabel = 'Set base price to the current price';
    expect(within(await rowOf('Pixel 7')).getByRole('button', { name: syncLabel })).toBeEnabled();
    expect(within(await rowOf('Pixel 8')).queryByRole('button', { name: syncLabel })).toBeNull();
  });

  it('updates the row and the work-queue count, and says so; the alert hides after 1.2 s', async () => {
    const item = serveOneItemBelowBasePrice();
    let syncedId: unknown;
    server.use(
      graphql.mutation('SyncItemBasePrice', ({ variables }) => {
        syncedId = (variables.input as { itemId: string }).itemId;
        Object.assign(item, { basePrice: 400, belowBasePrice: false });
        return HttpResponse.json({
          data: {
            syncItemBasePrice: {
              __typename: 'SyncItemBasePricePayload',
              item: {
                __typename: 'CatalogItem',
                id: item.id,
                price: 400,
                basePrice: 400,
                belowBasePrice: false,
              },
              userErrors: [],
            },
          },
        });
      }),
    );
    const app = renderApp('/dashboard/catalog');
    const row = await rowOf('Pixel 7');
    expect(screen.getByRole('button', { name: '1 below base price' })).toBeInTheDocument();
    const readsBefore = item.listReads.count;
    await app.user.click(within(row).getByRole('button', { name: /Set base price/ }));
    expect(await screen.findByText('Base price updated')).toBeInTheDocument();
    expect(syncedId).toBe(item.id);
    // The list is read again (once): the strip no longer counts the item.
    expect(await screen.findByRole('button', { name: '0 below base price' })).toBeInTheDocument();
    expect(item.listReads.count).toBe(readsBefore + 1);
    await waitFor(() =>
      expect(within(row).queryByRole('button', { name: /Set base price/ })).toBeNull(),
    );
    expect(within(row).getAllByText('€400.00')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByText('Base price updated')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it('says something went wrong when the sync fails', async () => {
    serveOneItemBelowBasePrice();
    server.use(
      graphql.mutation('SyncItemBasePrice', () =>
        HttpResponse.json({
          data: {
            syncItemBasePrice: {
              __typename: 'SyncItemBasePricePayload',
              item: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: null,
                  message: 'The store is not reachable right now. Please try again.',
                  code: 'UPSTREAM_UNAVAILABLE',
                },
              ],
            },
          },
        }),
      ),
    );
    const app = renderApp('/dashboard/catalog');
    await app.user.click(
      within(await rowOf('Pixel 7')).getByRole('button', { name: /Set base price/ }),
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
