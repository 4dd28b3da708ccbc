import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { server } from './server';

// Route modules load lazily and jsdom renders whole screens slowly on a small machine.
// User events are dispatched as in a browser, not each inside a synchronous act(): user-event
// already runs them outside the act environment and awaits them, and a screen that suspends on
// data (a route's preloaded query) would otherwise suspend inside an act nobody awaits.
configure({ asyncUtilTimeout: 8000, eventWrapper: (dispatch) => dispatch() });

// jsdom does no layout and has no ResizeObserver; the charts' ParentSize only needs it to exist.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // Screens must not log errors (React warnings, Apollo missing fields …): any is a failure.
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});

afterAll(() => server.close());
