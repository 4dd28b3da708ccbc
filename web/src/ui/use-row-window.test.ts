import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FULL_LIST_MAX_ROWS, useRowWindow } from './use-row-window';

function scrollBox(clientHeight: number): HTMLDivElement {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientHeight', { value: clientHeight });
  document.body.append(box);
  return box;
}

describe('useRowWindow', () => {
  it('renders every row of a list up to four pages', () => {
    const ref = { current: scrollBox(370) };
    const { result } = renderHook(() => useRowWindow(ref, FULL_LIST_MAX_ROWS));
    expect(result.current).toMatchObject({ start: 0, end: FULL_LIST_MAX_ROWS });
  });

  it('renders the rows on screen and a margin of a long list, following the scroll', async () => {
    const box = scrollBox(370); // ten rows of 37 px
    const ref = { current: box };
    const { result } = renderHook(() => useRowWindow(ref, 1_000));
    expect(result.current).toMatchObject({ start: 0, end: 26 });

    box.scrollTop = 37 * 500;
    // The listener updates the window at the next animation frame.
    await act(async () => {
      box.dispatchEvent(new Event('scroll'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(result.current).toMatchObject({ start: 485, end: 526 });
  });
});
