import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_AUTO_HIDE_MS, AlertProvider, useAlert } from './AlertProvider';
import { renderUi } from './testing/render-ui';

function SaveButton() {
  const show = useAlert();
  return (
    <button type="button" onClick={() => show('success', 'Price saved')}>
      Save
    </button>
  );
}

describe('AlertProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows an alert and hides it after a while', () => {
    vi.useFakeTimers();
    renderUi(
      <AlertProvider>
        <SaveButton />
      </AlertProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Price saved');
    act(() => {
      vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS);
    });
    expect(screen.getByRole('status')).not.toHaveTextContent('Price saved');
  });

  it('leaves no timer behind when the screen goes before the alert hides', () => {
    vi.useFakeTimers();
    const view = renderUi(
      <AlertProvider>
        <SaveButton />
      </AlertProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
