import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FragmentOf } from '../../../graphql';
import { renderUi } from '../../../ui/testing/render-ui';
import { LogEntryRow, type LogEntryRow_entry } from './LogEntryRow';

const entry = {
  catalogItemId: '7',
  externalId: 'DRS-000001',
  brandName: 'Apple',
  name: 'Apple iPhone 13 mini',
  status: 'SUCCESS',
  oldPrice: 511,
  newPrice: 489,
  percentageDifference: -4.3,
  createdAt: '2026-03-01T08:01:00.000Z',
  reason: 'Lowest competitor at 490',
} as unknown as FragmentOf<typeof LogEntryRow_entry>; // a fragment's data as the query hands it over

function renderRow(sku: string | null) {
  return renderUi(
    <table>
      <tbody>
        <LogEntryRow entry={{ ...entry, externalId: sku } as typeof entry} currencySymbol="€" />
      </tbody>
    </table>,
  );
}

describe("a log entry's product cell", () => {
  it('shows the name with its brand once and the SKU under it', () => {
    renderRow('DRS-000001');
    const link = screen.getByRole('link', { name: /Apple iPhone 13 mini/ });
    expect(link).toHaveAttribute('href', '/dashboard/catalog/7');
    expect(link).toHaveTextContent(/^Apple iPhone 13 miniSKU DRS-000001$/);
  });

  it('shows no SKU line when the entry has none', () => {
    renderRow(null);
    expect(screen.getByRole('link')).toHaveTextContent(/^Apple iPhone 13 mini$/);
    expect(screen.queryByText(/SKU/)).not.toBeInTheDocument();
  });
});
