import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeadlineSignal } from './deadline-signal.js';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** A server whose body never ends: only an abort can finish the exchange. */
async function endlessBody(): Promise<Pool> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('[');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const pool = new Pool(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  stops.push(
    () => pool.destroy(),
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return pool;
}

describe('DeadlineSignal', () => {
  it('aborts an undici exchange in the middle of its body, with its reason', async () => {
    const pool = await endlessBody();
    const signal = new DeadlineSignal();
    const response = await pool.request({ method: 'GET', path: '/', signal });
    const reason = new DOMException('The operation timed out.', 'TimeoutError');
    setTimeout(() => signal.abort(reason), 20);
    await expect(response.body.text()).rejects.toBe(reason);
  });

  it('refuses an exchange started after the abort', async () => {
    const pool = await endlessBody();
    const signal = new DeadlineSignal();
    const reason = new Error('deadline');
    signal.abort(reason);
    signal.abort(new Error('a second abort changes nothing'));
    expect(signal.reason).toBe(reason);
    await expect(pool.request({ method: 'GET', path: '/', signal })).rejects.toBe(reason);
  });

  it('lets undici remove its listener when an exchange ends', async () => {
    const pool = await endlessBody();
    const signal = new DeadlineSignal();
    const response = await pool.request({ method: 'GET', path: '/', signal });
    expect(signal.listenerCount('abort')).toBe(1);
    response.body.destroy();
    await vi.waitFor(() => expect(signal.listenerCount('abort')).toBe(0), { timeout: 10_000 });
  });
});
