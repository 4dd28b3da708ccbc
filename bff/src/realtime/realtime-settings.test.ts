import { describe, expect, it } from 'vitest';
import { resolveRealtimeSettings } from './realtime-settings.js';
import { pusherClientOptions } from './pusher-client-options.js';

const hosted = { appKey: 'key', cluster: 'eu', host: null, port: null, tls: true };

describe('resolveRealtimeSettings', () => {
  it('uses the embedded upstream’s Pusher server when there is one', () => {
    expect(
      resolveRealtimeSettings(hosted, { appKey: 'dev', host: '127.0.0.1', port: 8081 }),
    ).toEqual({ appKey: 'dev', cluster: 'eu', host: '127.0.0.1', port: 8081, tls: false });
  });

  it('uses PUSHER_* for a real upstream, and is off without a key', () => {
    expect(resolveRealtimeSettings(hosted, null)).toEqual(hosted);
    expect(resolveRealtimeSettings({ ...hosted, appKey: null }, null)).toBeNull();
  });
});

describe('pusherClientOptions', () => {
  const authorize = () => undefined;

  it('carries the connection timeouts of docs/realtime.md and the custom authoriser', () => {
    const options = pusherClientOptions(hosted, authorize);
    expect(options).toMatchObject({
      cluster: 'eu',
      forceTLS: true,
      enabledTransports: ['wss'],
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
      channelAuthorization: { customHandler: authorize },
    });
    expect(options.wsHost).toBeUndefined();
  });

  it('points at a self-hosted server on one port', () => {
    const options = pusherClientOptions(
      { ...hosted, host: 'ws.example', port: 6001, tls: false },
      authorize,
    );
    expect(options).toMatchObject({
      wsHost: 'ws.example',
      wsPort: 6001,
      wssPort: 6001,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
  });
});
