import { ApolloClient, ApolloLink, ApolloProvider, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cacheTypePolicies } from '../../../app/apollo/cache-type-policies';
import type { SupportedLocale } from '../../../app/i18n/supported-locales';
import { renderUi } from '../../../ui/testing/render-ui';
import { CatalogBulkActions } from './CatalogBulkActions';
import { useBulkAction, type CatalogFilterVariable } from './use-bulk-action';
import { useCatalogSelection } from './use-catalog-selection';
import { serveJobs } from './fake-job-bff';

// The bulk-action bar, its confirmation, progress and result, driven the way the catalog page
// drives them (a selection of rows, the list's total and filter), against a fake of the BFF's jobs.

const ids = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => String(from + index));

function Harness({
  rowIds,
  totalMatching,
  filter,
  onFinished,
}: {
  rowIds: string[];
  totalMatching: number;
  filter: CatalogFilterVariable;
  onFinished: () => void;
}) {
  const selection = useCatalogSelection('list');
  const bulk = useBulkAction(onFinished);
  return (
    <>
      <button type="button" onClick={() => selection.setMany(rowIds, true)}>
        pick rows
      </button>
      <CatalogBulkActions
        selection={selection}
        totalMatching={totalMatching}
        filter={filter}
        bulk={bulk}
        nameOf={() => null}
      />
    </>
  );
}

function renderBulk(
  subscriptionLink: ApolloLink,
  rowIds: string[],
  {
    totalMatching = rowIds.length,
    filter = null as CatalogFilterVariable,
    locale = 'en-GB' as SupportedLocale,
  } = {},
) {
  const client = new ApolloClient({
    link: ApolloLink.split(
      ({ query }) => {
        const definition = getMainDefinition(query);
        return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
      },
      subscriptionLink,
      new HttpLink({ uri: `${window.location.origin}/graphql` }),
    ),
    cache: new InMemoryCache({ typePolicies: cacheTypePolicies }),
  });
  let finished = 0;
  const view = renderUi(
    <ApolloProvider client={client}>
      <Harness
        rowIds={rowIds}
        totalMatching={totalMatching}
        filter={filter}
        onFinished={() => {
          finished += 1;
        }}
      />
    </ApolloProvider>,
    { locale },
  );
  return { ...view, client, finishedCount: () => finished };
}

describe('bulk actions', () => {
  it('runs one job on a few rows without asking, sums up, and retries a failed item alone', async () => {
    const { calls, subscriptionLink } = serveJobs({
      outcomeOf: (itemId, attempt) =>
        itemId === '4' ? 'ALREADY' : itemId === '5' && attempt === 1 ? 'FAILED' : 'DONE',
    });
    const app = renderBulk(subscriptionLink, ids(5));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'pick rows' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('5 selected')).toBeInTheDocument();
    await app.user.click(within(bar).getByRole('button', { name: 'Turn dynamic price off' }));

    const result = await screen.findByRole('region', { name: 'Result of the bulk action' });
    expect(within(result).getByText('3 turned off · 1 already off · 1 failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([{ operation: 'dynamic', target: { itemIds: ids(5) }, enabled: false }]);
    expect(app.finishedCount()).toBe(1);
    const failed = within(result).getByRole('list', { name: 'Items that failed' });
    expect(within(failed).getByRole('link', { name: 'Phone 5' })).toHaveAttribute(
      'href',
      '/dashboard/catalog/5',
    );
    expect(within(failed).getByText('The store did not answer in time.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 turned off · 1 already off · 1 failed');

    await app.user.click(within(failed).getByRole('button', { name: 'Retry Phone 5' }));
    await waitFor(() =>
      expect(within(result).getByText('4 turned off · 1 already off')).toBeInTheDocument(),
    );
    expect(calls.at(-1)).toEqual({
      operation: 'dynamic',
      target: { itemIds: ['5'] },
      enabled: false,
    });
    expect(
      within(result).queryByRole('list', { name: 'Items that failed' }),
    ).not.toBeInTheDocument();
    expect(app.finishedCount()).toBe(2);
  });

  it('names an item changed by someone else meanwhile (CONFLICT) as such', async () => {
    const { subscriptionLink } = serveJobs({
      outcomeOf: (itemId) => (itemId === '2' ? 'FAILED' : 'DONE'),
      failureCode: () => 'CONFLICT',
    });
    const app = renderBulk(subscriptionLink, ids(3));
    await app.user.click(screen.getByRole('button', { name: 'pick rows' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await app.user.click(within(bar).getByRole('button', { name: 'Turn dynamic price off' }));
    const result = await screen.findByRole('region', { name: 'Result of the bulk action' });
    const failed = within(result).getByRole('list', { name: 'Items that failed' });
    expect(
      within(failed).getByText(
        'Changed by someone else meanwhile: it is not in the state asked for.',
      ),
    ).toBeInTheDocument();
  });

  it('asks first above 20 items in a modal that keeps focus and closes on Escape', async () => {
    const { calls, subscriptionLink } = serveJobs();
    const app = renderBulk(subscriptionLink, ids(21));
    await app.user.click(screen.getByRole('button', { name: 'pick rows' }));
    const opener = screen.getByRole('button', { name: 'Set base price to current price' });
    await app.user.click(opener);

    const dialog = screen.getByRole('dialog', {
      name: 'Set the base price of 21 items to their current price?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Set base prices of 21 items' });
    expect(cancel).toHaveFocus();
    await app.user.tab();
    expect(confirm).toHaveFocus();
    await app.user.tab();
    expect(cancel).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(calls).toEqual([]);

    await app.user.click(opener);
    await app.user.click(screen.getByRole('button', { name: 'Set base prices of 21 items' }));
    const result = await screen.findByRole('region', { name: 'Result of the bulk action' });
    expect(
      within(result).getByText('21 base prices set · 0 already equal to the price'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ operation: 'sync', target: { itemIds: ids(21) } }]);
  });

  it('sends the filter as one job, shows its progress, and stops it on Stop', async () => {
    const { calls, subscriptionLink } = serveJobs({
      matching: ids(60, 100),
      // The job stays at its first progress until the test has pressed Stop.
      beforeEnd: () => stopped,
    });
    let markStopped = () => {};
    const stopped = new Promise<void>((resolve) => {
      markStopped = resolve;
    });
    const filter = { grades: ['A'], dynamicPricing: true };
    const app = renderBulk(subscriptionLink, ids(3, 100), { totalMatching: 60, filter });
    await app.user.click(screen.getByRole('button', { name: 'pick rows' }));
    await app.user.click(
      screen.getByRole('button', { name: 'Select all 60 matching this filter' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Turn dynamic price off' }));
    await app.user.click(await screen.findByRole('button', { name: 'Turn off for 60 items' }));
    expect(await screen.findByText('Turning dynamic price off… 30 of 60')).toBeVisible();
    const progress = screen.getByRole('progressbar', { name: 'Progress of the bulk action' });
    expect(progress).toHaveAttribute('max', '60');
    expect(progress).toHaveAttribute('value', '30');
    // While it runs, no second action can start.
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ operation: 'dynamic', target: { filter }, enabled: false }]);

    await app.user.click(screen.getByRole('button', { name: 'Stop' }));
    // Shown, and said by the status region.
    expect(
      await screen.findAllByText('Stopping… the items already under way finish first'),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
    markStopped();
    const result = await screen.findByRole('region', { name: 'Result of the bulk action' });
    expect(within(result).getByText('Stopped · 30 turned off · 0 already off')).toBeInTheDocument();
  });

  it('says when a filter matches more than a bulk action takes, and changes nothing', async () => {
    const { calls, subscriptionLink } = serveJobs();
    const app = renderBulk(subscriptionLink, ids(2), {
      totalMatching: 6200,
      filter: { belowBasePrice: true },
    });
    await app.user.click(screen.getByRole('button', { name: 'pick rows' }));
    await app.user.click(
      screen.getByRole('button', { name: 'Select all 6,200 matching this filter' }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Turn dynamic price on' }));
    const refusal =
      'This filter matches 6,200 items; a bulk action takes at most 5,000. Narrow the filter and try again.';
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(refusal));
    expect(screen.getAllByText(refusal)).toHaveLength(2); // shown, and said by the status region
    expect(calls).toEqual([]);
  });

  it('picks up a job still running when the screen opens (a reload, another tab)', async () => {
    const { subscriptionLink } = serveJobs({ running: [['BULK_SYNC_BASE_PRICE', 40, 10]] });
    const app = renderBulk(subscriptionLink, ids(2));
    const result = await screen.findByRole('region', { name: 'Result of the bulk action' });
    expect(
      within(result).getByText('40 base prices set · 0 already equal to the price'),
    ).toBeInTheDocument();
    expect(app.finishedCount()).toBe(1);
  });

  it('speaks Italian', async () => {
    const { subscriptionLink } = serveJobs({
      outcomeOf: (itemId) => (itemId === '1' ? 'ALREADY' : 'DONE'),
    });
    const app = renderBulk(subscriptionLink, ids(2), { totalMatching: 30, locale: 'it-IT' });
    await app.user.click(screen.getByRole('button', { name: 'pick rows' }));
    expect(screen.getByText('2 selezionati')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Seleziona tutti i 30 che corrispondono al filtro' }),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Attiva il prezzo dinamico' }));
    const result = await screen.findByRole('region', { name: "Risultato dell'azione multipla" });
    expect(within(result).getByText('1 attivato · 1 già attivo')).toBeInTheDocument();
  });
});
