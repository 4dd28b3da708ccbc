import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Table } from './Table';
import { DIM_AFTER_MS, useBusyRows } from './use-busy-rows';
import { renderUi } from './testing/render-ui';

let setBusy: (busy: boolean) => void = () => undefined;

function Prices() {
  const [busy, setState] = useState(false);
  setBusy = setState;
  return (
    <Table aria-label="Prices" {...useBusyRows(busy)}>
      <tbody>
        <tr>
          <td>€349.00</td>
        </tr>
      </tbody>
    </Table>
  );
}

describe('useBusyRows', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('marks the rows busy at once and dims them only when the answer takes a while', () => {
    vi.useFakeTimers();
    renderUi(<Prices />);
    const table = screen.getByRole('table', { name: 'Prices' });
    expect(table).toHaveAttribute('aria-busy', 'false');

    act(() => {
      setBusy(true);
    });
    expect(table).toHaveAttribute('aria-busy', 'true');
    act(() => {
      vi.advanceTimersByTime(DIM_AFTER_MS - 1);
    });
    expect(table).not.toHaveAttribute('data-dimmed');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(table).toHaveAttribute('data-dimmed');

    act(() => {
      setBusy(false);
    });
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(table).not.toHaveAttribute('data-dimmed');

    // A quick answer the next time: never dimmed.
    act(() => {
      setBusy(true);
    });
    expect(table).not.toHaveAttribute('data-dimmed');
    act(() => {
      vi.advanceTimersByTime(DIM_AFTER_MS / 2);
    });
    act(() => {
      setBusy(false);
    });
    act(() => {
      vi.advanceTimersByTime(DIM_AFTER_MS);
    });
    expect(table).not.toHaveAttribute('data-dimmed');
  });
});
