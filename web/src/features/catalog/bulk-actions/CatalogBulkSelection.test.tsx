import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aCatalogItem, aCatalogPage, aViewer, aWorkQueue } from '../../../testing/fixtures';
import { viewerHandler } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';
import { aStrategiesViewer } from '../../strategies/strategies-fixtures';
import { serveJobs } from './fake-job-bff';

// Selecting rows in the catalog table and running a bulk action from the page: the list then
// shows the new states and the new counts.

function serveCatalog(count: number) {
  const viewer = aViewer();
  const items = Array.from({ length: count }, () => aCatalogItem({ automaticPriceEnabled: true }));
  let dynamicOff = 40;
  const listRequests: unknown[] = [];
  /** While set, list answers wait for it. */
  let gate: Promise<void> | null = null;
  server.use(
    viewerHandler(viewer),
    graphql.query('CatalogListQuery', async ({ variables }) => {
      listRequests.push(variables.filter);
      if (gate) await gate;
      return HttpResponse.json({
        data: {
          me: viewer,
          catalog: aCatalogPage(items, {
            totalCount: 130,
            workQueue: aWorkQueue({ dynamicPricingOff: dynamicOff }),
          }),
        },
      });
    }),
  );
  const jobs = serveJobs();
  /** Holds the list's answers back until the function it returns is called. */
  const holdAnswers = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      gate = null;
      release();
    };
  };
  return {
    items,
    listRequests,
    jobs,
    holdAnswers,
    dynamicOffAfter: (count: number) => (dynamicOff += count),
  };
}

describe('bulk actions from the catalog table', () => {
  it('selects rows with their checkboxes, acts on them, and shows the new states and counts', async () => {
    const { items, listRequests, jobs, holdAnswers, dynamicOffAfter } = serveCatalog(4);
    const app = renderApp('/dashboard/catalog');
    const [first, second] = items;
    if (!first || !second) throw new Error('no items');
    await app.user.click(await screen.findByRole('checkbox', { name: `Select ${first.name}` }));
    await app.user.click(screen.getByRole('checkbox', { name: `Select ${second.name}` }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    const selectShown = screen.getByRole('checkbox', { name: 'Select all rows shown' });
    expect(selectShown).not.toBeChecked();
    expect((selectShown as HTMLInputElement).indeterminate).toBe(true);
    const requestsBefore = listRequests.length;
    const subscribersBefore = app.subscriberCount();

    await app.user.click(within(bar).getByRole('button', { name: 'Turn dynamic price off' }));
    await waitFor(() =>
      expect(jobs.calls).toEqual([
        { operation: 'dynamic', target: { itemIds: [first.id, second.id] }, enabled: false },
      ]),
    );
    await waitFor(() => expect(app.subscriberCount()).toBeGreaterThan(subscribersBefore));
    // The BFF wrote both items and says so on jobUpdated.
    first.automaticPriceEnabled = false;
    second.automaticPriceEnabled = false;
    dynamicOffAfter(2);
    const answerList = holdAnswers();
    act(() => app.emitSubscription({ jobUpdated: jobs.finish('job-1') }));
    const result = await screen.findByRole('region', { name: 'Result of the bulk action' });
    expect(within(result).getByText('2 turned off · 0 already off')).toBeInTheDocument();
    // The list is read again; until its answer is in, the rows shown are marked as stale.
    await waitFor(() => expect(listRequests.length).toBeGreaterThan(requestsBefore));
    const table = screen.getByRole('table');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(within(table).getAllByText('Active')).toHaveLength(4);
    answerList();
    // Then the rows show their new state, the strip its new count, and the selection is cleared.
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(await screen.findByRole('button', { name: '42 dynamic price off' })).toBeInTheDocument();
    const firstRow = screen.getByRole('link', { name: first.name }).closest('tr');
    expect(within(firstRow as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Select ${first.name}` })).not.toBeChecked();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('reads the list again on the way back when a job ended while the seller was elsewhere', async () => {
    const { items, listRequests, jobs, dynamicOffAfter } = serveCatalog(4);
    const app = renderApp('/dashboard/catalog');
    const [first] = items;
    if (!first) throw new Error('no items');
    await app.user.click(await screen.findByRole('checkbox', { name: `Select ${first.name}` }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await app.user.click(within(bar).getByRole('button', { name: 'Turn dynamic price off' }));
    await waitFor(() => expect(jobs.calls).toHaveLength(1));

    // The seller leaves for the strategies; the job ends meanwhile.
    server.use(
      graphql.query('ResellStrategiesQuery', () =>
        HttpResponse.json({ data: { me: aStrategiesViewer() } }),
      ),
    );
    await act(() => app.router.navigate('/dashboard/strategies/resell'));
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    first.automaticPriceEnabled = false;
    dynamicOffAfter(1);
    const requestsBefore = listRequests.length;

    await act(() => app.router.navigate('/dashboard/catalog'));
    expect(await screen.findByRole('button', { name: '41 dynamic price off' })).toBeInTheDocument();
    expect(listRequests.length).toBe(requestsBefore + 1);
    const firstRow = screen.getByRole('link', { name: first.name }).closest('tr');
    expect(within(firstRow as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });

  it('selects every row shown with the header checkbox, then all matching the filter', async () => {
    serveCatalog(3);
    const app = renderApp('/dashboard/catalog?grades=A');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Select all rows shown' }));
    for (const box of screen.getAllByRole('checkbox', { name: /^Select iPhone/ })) {
      expect(box).toBeChecked();
    }
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await app.user.click(
      within(bar).getByRole('button', { name: 'Select all 130 matching this filter' }),
    );
    expect(
      within(bar).getByText('All 130 items matching this filter are selected'),
    ).toBeInTheDocument();

    // A new filter starts with nothing selected.
    await app.user.click(screen.getByRole('button', { name: '12 at minimum' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/catalog?grades=A&priceLimit=min'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });
});
