import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aViewer } from '../../testing/fixtures';
import { viewerHandler } from '../../testing/handlers';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { aConnectionPage } from '../lists/connection-fixtures';

const aBatch = (id: number) => ({
  __typename: 'LogBatch',
  id: String(id),
  total: 3,
  succeeded: 1,
  skipped: 1,
  failed: 1,
  start: '2026-03-01T08:00:00.000Z',
  end: '2026-03-01T08:05:00.000Z',
});

/** Serves `total` batches, newest first, 50 a page; returns the cursors asked after (null first). */
function serveBatches(total: number) {
  const asked: Array<string | null> = [];
  server.use(
    viewerHandler(aViewer()),
    graphql.query('LogListQuery', ({ variables }) => {
      expect(variables.page).toBeUndefined();
      const after = (variables.after as string | undefined) ?? null;
      asked.push(after);
      const batches = Array.from({ length: total }, (_, index) => aBatch(total - index));
      return HttpResponse.json({
        data: {
          logBatchConnection: {
            __typename: 'LogBatchConnection',
            ...aConnectionPage('LogBatchEdge', batches, { after }),
          },
        },
      });
    }),
  );
  return asked;
}

const decision = {
  __typename: 'PriceDecision',
  outcome: 'UPDATED',
  currencySymbol: '€',
  strategy: 'Market',
  reference: 'Median market price',
  referenceAmount: 692.83,
  referenceNote: '12 offers in IT, DE, FR, grade A',
  result: 679,
  skipReason: null,
  reason: 'Median market price €692.83; −2% on €692.83 → €679.00',
  steps: [
    {
      __typename: 'PriceDecisionStep',
      kind: 'VARIATION',
      label: 'Variation',
      note: '−2% on €692.83',
      value: 678.97,
    },
    {
      __typename: 'PriceDecisionStep',
      kind: 'ROUNDING',
      label: 'Rounding',
      note: 'Down to the nearest amount ending in 9',
      value: 679,
    },
    {
      __typename: 'PriceDecisionStep',
      kind: 'CLAMP',
      label: 'Price limits',
      note: "Within the item's limits €429.41–€892.50",
      value: 679,
    },
  ],
};

let nextEntryId = 1;
const anEntry = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'LogEntry',
  id: String(nextEntryId),
  catalogItemId: '42',
  externalId: `SKU-${nextEntryId++}`,
  brandName: 'Apple',
  name: 'iPhone 13',
  status: 'SUCCESS',
  oldPrice: 700,
  newPrice: 679,
  percentageDifference: -3,
  createdAt: '2026-03-01T08:01:00.000Z',
  reason: 'Median market price €692.83; −2% on €692.83 → €679.00',
  decision,
  ...overrides,
});

interface DetailRequest {
  after: string | null;
  status: unknown;
  search: unknown;
}

/** The answer of LogDetailQuery: batch 12 with the page of `entries` after the cursor `after`. */
function entriesPage(
  entries: ReadonlyArray<ReturnType<typeof anEntry>>,
  {
    after,
    batchTotal = entries.length,
    counts = { succeeded: entries.length, skipped: 0, failed: 0 },
  }: {
    after: string | null;
    batchTotal?: number;
    counts?: { succeeded: number; skipped: number; failed: number };
  },
) {
  return {
    data: {
      me: aViewer(),
      logEntries: {
        __typename: 'LogEntryConnection',
        batch: { ...aBatch(12), total: batchTotal },
        statusCounts: { __typename: 'LogStatusCounts', ...counts },
        ...aConnectionPage('LogEntryEdge', entries, { after }),
      },
    },
  };
}

/**
 * Serves batch 12 with `entries` (before any filter): the status and search variables filter
 * them as the BFF does, 50 a page. Returns what was asked for.
 */
function serveBatch(entries: Array<ReturnType<typeof anEntry>>) {
  const asked: DetailRequest[] = [];
  server.use(
    viewerHandler(aViewer()),
    graphql.query('LogDetailQuery', ({ variables }) => {
      expect(variables.page).toBeUndefined();
      const after = (variables.after as string | undefined) ?? null;
      asked.push({ after, status: variables.status ?? null, search: variables.search ?? null });
      const words = String(variables.search ?? '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const matching = entries.filter(
        (entry) =>
          (!variables.status || entry.status === variables.status) &&
          words.every((word) =>
            `${entry.brandName} ${entry.name} ${entry.externalId}`.toLowerCase().includes(word),
          ),
      );
      const count = (status: string) => entries.filter((entry) => entry.status === status).length;
      return HttpResponse.json(
        entriesPage(matching, {
          after,
          batchTotal: entries.length,
          counts: {
            succeeded: count('SUCCESS'),
            skipped: count('SKIPPED'),
            failed: count('FAILED'),
          },
        }),
      );
    }),
  );
  return asked;
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));

describe('the log list', () => {
  it('lists batches with their counts and a link to each', async () => {
    serveBatches(1);
    renderApp('/dashboard/log');
    const link = await screen.findByRole('link', { name: '#1' });
    expect(link).toHaveAttribute('href', '/dashboard/log/1');
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.slice(1, 5).map((cell) => cell.textContent)).toEqual(['3', '1', '1', '1']);
    for (const header of ['#', 'Products', 'Updated', 'Not updated', 'Errors', 'Start', 'End']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads 50 batches at a time and keeps the position in the URL', async () => {
    const asked = serveBatches(120);
    const app = renderApp('/dashboard/log');
    await screen.findByRole('link', { name: '#120' });
    expect(screen.getByText('50 of 120')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#21' })).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/log?page=2');
    expect(asked).toEqual([null, 'cursor:49']);
  });

  it('opened at ?page=3 shows the first three pages again', async () => {
    const asked = serveBatches(120);
    renderApp('/dashboard/log?page=3');
    expect(await screen.findByText('120 of 120')).toBeInTheDocument();
    expect(asked).toEqual([null, 'cursor:49', 'cursor:99']);
    expect(screen.getByRole('link', { name: '#1' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no batches', async () => {
    serveBatches(0);
    renderApp('/dashboard/log');
    expect(await screen.findByText('No repricing batches yet.')).toBeInTheDocument();
  });
});

describe('a batch', () => {
  it('shows status badges, signed changes, product links and the counts per outcome', async () => {
    serveBatch([
      anEntry(),
      anEntry({
        catalogItemId: null,
        brandName: 'Samsung',
        name: 'Samsung Galaxy S21',
        status: 'FAILED',
        percentageDifference: 2.5,
        decision: null,
        reason: 'The store did not answer in time',
      }),
      anEntry({
        name: 'Pixel 7',
        status: 'SKIPPED',
        percentageDifference: null,
        newPrice: null,
        decision: null,
        reason: 'No competitor offers',
      }),
    ]);
    renderApp('/dashboard/log/12');
    expect(await screen.findByRole('heading', { name: 'Log #12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log' })).toHaveAttribute(
      'href',
      '/dashboard/log',
    );
    // The brand once: in front of a name without it, not repeated before one that has it; the
    // SKU under the name.
    const iphone = screen.getByRole('link', { name: /^Apple iPhone 13/ });
    expect(iphone).toHaveAttribute('href', '/dashboard/catalog/42');
    expect(iphone).toHaveTextContent(/^Apple iPhone 13SKU SKU-\d+$/);
    expect(screen.getByRole('link', { name: /^Apple Pixel 7/ })).toBeInTheDocument();
    expect(screen.getByText('Samsung Galaxy S21')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Galaxy S21/ })).not.toBeInTheDocument();
    const badges = bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(badges).toEqual(['Updated', 'Failed', 'Skipped']);
    expect(screen.getByRole('img', { name: 'Down' }).parentElement).toHaveTextContent('-3.0%');
    expect(screen.getByRole('img', { name: 'Up' }).parentElement).toHaveTextContent('+2.5%');
    const outcomes = screen.getByRole('group', { name: 'Show entries by outcome' });
    expect(
      within(outcomes)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['All 3', 'true'],
      ['Updated 1', 'false'],
      ['Skipped 1', 'false'],
      ['Failed 1', 'false'],
    ]);
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
  });

  it('filters by outcome with one click, keyboard too, and a second press shows all again', async () => {
    const asked = serveBatch([
      anEntry(),
      anEntry({ status: 'SKIPPED', name: 'Pixel 7' }),
      anEntry({ status: 'SKIPPED', name: 'Pixel 8' }),
    ]);
    const app = renderApp('/dashboard/log/12');
    const skipped = await screen.findByRole('button', { name: 'Skipped 2' });
    skipped.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/dashboard/log/12?status=skipped'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Skipped 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ after: null, status: 'SKIPPED', search: null });

    await app.user.click(screen.getByRole('button', { name: 'Skipped 2' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/log/12'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
  });

  it('searches products once typing pauses, and keeps the search in the URL', async () => {
    const asked = serveBatch([anEntry(), anEntry({ name: 'Pixel 7', brandName: 'Google' })]);
    const app = renderApp('/dashboard/log/12?status=success');
    const box = await screen.findByRole('searchbox', { name: 'Search the batch' });
    await app.user.type(box, 'iphone');
    await waitFor(() =>
      expect(app.location()).toBe('/dashboard/log/12?search=iphone&status=success'),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    // One request for the whole word, not one per letter.
    expect(asked.filter((request) => request.search !== null)).toEqual([
      { after: null, status: 'SUCCESS', search: 'iphone' },
    ]);

    await app.user.clear(box);
    await app.user.type(box, 'nokia');
    expect(await screen.findByText('No entries of this batch match.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/log/12'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
  });

  it('loads 50 entries at a time and keeps the position in the URL', async () => {
    const entries = Array.from({ length: 120 }, (_, index) =>
      anEntry({ name: `Phone ${index + 1}`, brandName: 'Brand' }),
    );
    const asked = serveBatch(entries);
    const app = renderApp('/dashboard/log/12');
    expect(await screen.findByText('50 of 120')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('100 of 120')).toBeInTheDocument();
    expect(app.location()).toBe('/dashboard/log/12?page=2');
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('120 of 120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Brand Phone 120 SKU/ })).toBeInTheDocument();
    expect(asked.map((request) => request.after)).toEqual([null, 'cursor:49', 'cursor:99']);
  });

  it('opened at a filtered later page shows the pages up to it, of that outcome', async () => {
    const entries = Array.from({ length: 130 }, (_, index) =>
      anEntry({ name: `Phone ${index + 1}`, status: index % 13 === 0 ? 'FAILED' : 'SKIPPED' }),
    );
    const asked = serveBatch(entries);
    renderApp('/dashboard/log/12?status=skipped&page=2');
    expect(await screen.findByText('100 of 120')).toBeInTheDocument();
    expect(asked).toEqual([
      { after: null, status: 'SKIPPED', search: null },
      { after: 'cursor:49', status: 'SKIPPED', search: null },
    ]);
    expect(screen.getByRole('button', { name: 'Skipped 120' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('explains an entry under "Why this price?", opened and closed from the keyboard', async () => {
    serveBatch([anEntry(), anEntry({ name: 'Pixel 7', decision: null, reason: 'No offers' })]);
    const app = renderApp('/dashboard/log/12');
    const why = await screen.findByRole('button', { name: 'Why this price? Apple iPhone 13' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    // Without a decision only the reason shows.
    expect(screen.getByText('No offers')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Why this price/ })).toHaveLength(1);

    why.focus();
    await app.user.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'true');
    const explanationId = why.getAttribute('aria-controls') ?? '';
    const explanation = document.getElementById(explanationId);
    expect(explanation).not.toBeNull();
    const steps = within(explanation as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Median market price12 offers in IT, DE, FR, grade A€692.83',
      '→Variation−2% on €692.83€678.97',
      '→RoundingDown to the nearest amount ending in 9€679.00',
      "→Price limitsWithin the item's limits €429.41–€892.50€679.00",
    ]);
    expect(explanation).toHaveTextContent('Updated: new price €679.00');
    await app.user.keyboard(' ');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(explanationId)).toBeNull();
  });

  it('reads every page shown again in the language chosen in the profile menu', async () => {
    const asked: Array<{ after: string | null; language: string | null }> = [];
    const entries = Array.from({ length: 120 }, (_, index) =>
      anEntry({ name: `Phone ${index + 1}`, brandName: 'Brand', decision: null }),
    );
    server.use(
      viewerHandler(aViewer()),
      graphql.query('LogDetailQuery', ({ variables, request }) => {
        const after = (variables.after as string | undefined) ?? null;
        const language = request.headers.get('accept-language');
        asked.push({ after, language });
        // The upstream words the notes in the language asked for.
        const reason = language === 'it-IT' ? 'Prezzo già a 1,00 €' : 'Price already €1.00';
        const worded = entries.map((entry) => ({ ...entry, reason }));
        return HttpResponse.json(entriesPage(worded, { after }));
      }),
    );
    const app = renderApp('/dashboard/log/12?page=2');
    expect(await screen.findByText('100 of 120')).toBeInTheDocument();
    expect(screen.getAllByText('Price already €1.00')).toHaveLength(100);

    await app.user.click(screen.getByRole('button', { name: /Profile menu/ }));
    await app.user.click(screen.getByRole('menuitemradio', { name: 'Italiano' }));
    await waitFor(() => expect(screen.getAllByText('Prezzo già a 1,00 €')).toHaveLength(100));
    expect(screen.queryByText('Price already €1.00')).not.toBeInTheDocument();
    expect(screen.getByText('100 di 120')).toBeInTheDocument();
    expect(asked).toEqual([
      { after: null, language: 'en-GB' },
      { after: 'cursor:49', language: 'en-GB' },
      { after: null, language: 'it-IT' },
      { after: 'cursor:49', language: 'it-IT' },
    ]);
  });

  it('says when a batch does not exist', async () => {
    server.use(
      viewerHandler(aViewer()),
      graphql.query('LogDetailQuery', () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'Not found', path: ['logEntries'], extensions: { code: 'NOT_FOUND' } },
          ],
        }),
      ),
    );
    renderApp('/dashboard/log/999');
    expect(await screen.findByText('This batch does not exist.')).toBeInTheDocument();
  });

  it('offers a retry when the batch could not be loaded', async () => {
    let calls = 0;
    server.use(
      viewerHandler(aViewer()),
      graphql.query('LogDetailQuery', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'Upstream down' }] }, { status: 502 })
          : HttpResponse.json(entriesPage([], { after: null }));
      }),
    );
    const app = renderApp('/dashboard/log/12');
    await app.user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This batch has no entries.')).toBeInTheDocument();
  });
});
