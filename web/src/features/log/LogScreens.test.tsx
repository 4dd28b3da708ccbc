import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aViewer } from '../../test/fixtures';
import { viewerHandler } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';

const batch = {
  __typename: 'LogBatch',
  id: '12',
  total: 3,
  success: 1,
  skipped: 1,
  failures: 1,
  start: '2026-03-01T08:00:00.000Z',
  end: '2026-03-01T08:05:00.000Z',
};

const entry = (overrides: Record<string, unknown>) => ({
  __typename: 'LogEntry',
  catalogItemId: '42',
  brandName: 'Apple',
  name: 'iPhone 13',
  status: 'SUCCESS',
  readableStatus: 'Success',
  oldPrice: 500,
  newPrice: 480,
  percentageDifference: -4,
  createdAt: '2026-03-01T08:01:00.000Z',
  reason: 'Lowest competitor at 481',
  ...overrides,
});

describe('log screens', () => {
  it('lists batches with their counts and a link to each', async () => {
    server.use(
      viewerHandler(aViewer()),
      graphql.query('LogListQuery', () => HttpResponse.json({ data: { logBatches: [batch] } })),
    );
    renderApp('/dashboard/log');
    const link = await screen.findByRole('link', { name: '#12' });
    expect(link).toHaveAttribute('href', '/dashboard/log/12');
    const cells = within(link.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.slice(1, 5).map((cell) => cell.textContent)).toEqual(['3', '1', '1', '1']);
    for (const header of ['#', 'Products', 'Updated', 'Not updated', 'Errors', 'Start', 'End']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('shows an empty state when there are no batches', async () => {
    server.use(
      viewerHandler(aViewer()),
      graphql.query('LogListQuery', () => HttpResponse.json({ data: { logBatches: [] } })),
    );
    renderApp('/dashboard/log');
    expect(await screen.findByText('No repricing batches yet.')).toBeInTheDocument();
  });

  it('shows a batch: status badges, arrows with signed percentages, product links', async () => {
    server.use(
      viewerHandler(aViewer()),
      graphql.query('LogDetailQuery', () =>
        HttpResponse.json({
          data: {
            me: aViewer(),
            logBatch: {
              __typename: 'LogBatchDetail',
              batch,
              entries: [
                entry({}),
                entry({
                  catalogItemId: null,
                  brandName: 'Samsung',
                  name: 'Samsung Galaxy S21',
                  status: 'FAILED',
                  percentageDifference: 2.5,
                }),
                entry({
                  name: 'Pixel 7',
                  status: 'SKIPPED',
                  percentageDifference: null,
                  newPrice: null,
                }),
              ],
            },
          },
        }),
      ),
    );
    renderApp('/dashboard/log/12');
    expect(await screen.findByRole('heading', { name: 'Log #12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log' })).toHaveAttribute(
      'href',
      '/dashboard/log',
    );
    // The brand once: in front of a name without it, not repeated before one that has it.
    expect(screen.getByRole('link', { name: 'Apple iPhone 13' })).toHaveAttribute(
      'href',
      '/dashboard/catalog/42',
    );
    expect(screen.getByRole('link', { name: 'Apple Pixel 7' })).toBeInTheDocument();
    expect(screen.getByText('Samsung Galaxy S21')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Galaxy S21/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Samsung Samsung Galaxy S21')).not.toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Down' }).parentElement).toHaveTextContent('-4.0%');
    expect(screen.getByRole('img', { name: 'Up' }).parentElement).toHaveTextContent('+2.5%');
    expect(screen.getAllByText('€480.00')).toHaveLength(2);
    expect(screen.getAllByText('Lowest competitor at 481')).toHaveLength(3);
  });
});
