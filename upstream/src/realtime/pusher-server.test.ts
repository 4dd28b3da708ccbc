import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { signChannelAuth } from './channel-auth';
import { ProtocolError } from './protocol-errors';
import { type PusherServer, createPusherServer } from './pusher-server';
import { RawPusherClient, errorData } from '../testing/raw-pusher-client';

const APP = { appKey: 'test-key', appSecret: 'test-secret' };
const CHANNEL = 'private-user.7.notifications';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(options: Partial<Parameters<typeof createPusherServer>[0]> = {}) {
  const server = await createPusherServer({ ...APP, port: 0, ...options });
  cleanups.push(() => server.close());
  return server;
}

function connectPusherJs(server: PusherServer, signingSecret = APP.appSecret): Pusher {
  const client = new Pusher(APP.appKey, {
    cluster: 'eu',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    channelAuthorization: {
      transport: 'ajax',
      endpoint: '/unused',
      customHandler: ({ socketId, channelName }, callback) => {
        callback(
          null,
          signChannelAuth({ socketId, channelName, appKey: APP.appKey, appSecret: signingSecret }),
        );
      },
    },
  });
  cleanups.push(() => client.disconnect());
  return client;
}

function once<T = unknown>(bind: (handler: (value: T) => void) => void): Promise<T> {
  return new Promise((resolve) => bind(resolve));
}

async function rawClient(server: PusherServer, path = `/app/${APP.appKey}?protocol=7`) {
  const client = await RawPusherClient.connect(`ws://127.0.0.1:${server.port}${path}`);
  cleanups.push(() => client.close());
  return client;
}

async function subscribedRawClient(server: PusherServer, channel = CHANNEL) {
  const client = await rawClient(server);
  const established = await client.next('pusher:connection_established');
  const { socket_id: socketId } = JSON.parse(established.data as string) as { socket_id: string };
  const { auth } = signChannelAuth({ socketId, channelName: channel, ...APP });
  client.send({ event: 'pusher:subscribe', data: { channel, auth } });
  await client.next('pusher_internal:subscription_succeeded');
  return client;
}

describe('Pusher server with the official pusher-js client', () => {
  it('connects, subscribes through a custom handler and receives a triggered event', async () => {
    const server = await startServer();
    const client = connectPusherJs(server);
    await once((done) => client.connection.bind('connected', done));
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);

    const channel = client.subscribe(CHANNEL);
    await once((done) => channel.bind('pusher:subscription_succeeded', done));
    expect(server.subscriberCount(CHANNEL)).toBe(1);

    const received = once<{ filename: string }>((done) =>
      channel.bind('prices-export-completed', done),
    );
    expect(server.trigger(CHANNEL, 'prices-export-completed', { filename: 'prices-1.csv' })).toBe(
      1,
    );
    expect(await received).toEqual({ filename: 'prices-1.csv' });
  });

  it('refuses a subscription signed with the wrong secret', async () => {
    const server = await startServer();
    const client = connectPusherJs(server, 'not-the-secret');
    await once((done) => client.connection.bind('connected', done));
    const error = once<{ type: string; data: { code: number; message: string } }>((done) =>
      client.connection.bind('error', done),
    );
    client.subscribe(CHANNEL);
    expect((await error).data.code).toBe(ProtocolError.unauthorized);
    expect(server.subscriberCount(CHANNEL)).toBe(0);
    expect(server.trigger(CHANNEL, 'prices-export-completed', {})).toBe(0);
  });

  it('relays client- events to the other subscribers of a private channel only', async () => {
    const server = await startServer();
    const sender = connectPusherJs(server);
    const listener = connectPusherJs(server);
    const senderChannel = sender.subscribe(CHANNEL);
    const listenerChannel = listener.subscribe(CHANNEL);
    await Promise.all([
      once((done) => senderChannel.bind('pusher:subscription_succeeded', done)),
      once((done) => listenerChannel.bind('pusher:subscription_succeeded', done)),
    ]);
    let echoedToSender = false;
    senderChannel.bind('client-typing', () => (echoedToSender = true));
    const received = once((done) => listenerChannel.bind('client-typing', done));
    expect(senderChannel.trigger('client-typing', { on: true })).toBe(true);
    expect(await received).toEqual({ on: true });
    expect(echoedToSender).toBe(false);
  });
});

describe('Pusher protocol details', () => {
  it('sends connection_established with data as a JSON string holding socket_id and activity_timeout', async () => {
    const server = await startServer();
    const client = await rawClient(server);
    const established = await client.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    expect(JSON.parse(established.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('refuses a wrong app key with 4001 and closes', async () => {
    const server = await startServer();
    const client = await rawClient(server, '/app/wrong-key?protocol=7');
    expect(errorData(await client.next('pusher:error')).code).toBe(4001);
    expect(await client.closed()).toBe(4001);
  });

  it('refuses a missing or unsupported protocol version', async () => {
    const server = await startServer();
    const missing = await rawClient(server, `/app/${APP.appKey}`);
    expect(await missing.closed()).toBe(ProtocolError.noProtocolVersion);
    const old = await rawClient(server, `/app/${APP.appKey}?protocol=2`);
    expect(await old.closed()).toBe(ProtocolError.unsupportedProtocol);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const server = await startServer();
    const client = await rawClient(server);
    await client.next('pusher:connection_established');
    client.send({ event: 'pusher:ping', data: {} });
    expect(await client.next('pusher:pong')).toMatchObject({ event: 'pusher:pong' });
  });

  it('answers bad messages with pusher:error and keeps the connection', async () => {
    const server = await startServer();
    const client = await rawClient(server);
    await client.next('pusher:connection_established');
    client.send('not json');
    expect(errorData(await client.next('pusher:error')).code).toBe(ProtocolError.invalidMessage);
    client.send({ data: {} });
    expect(errorData(await client.next('pusher:error')).code).toBe(ProtocolError.invalidMessage);
    client.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } });
    expect(errorData(await client.next('pusher:error')).code).toBe(ProtocolError.invalidMessage);
    client.send({ event: 'pusher:subscribe', data: { channel: CHANNEL } });
    expect(errorData(await client.next('pusher:error')).code).toBe(ProtocolError.unauthorized);
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('accepts subscribe data sent as a JSON string, and public channels without auth', async () => {
    const server = await startServer();
    const client = await rawClient(server);
    await client.next('pusher:connection_established');
    client.send({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'prices' }) });
    expect(await client.next('pusher_internal:subscription_succeeded')).toMatchObject({
      channel: 'prices',
      data: '{}',
    });
    expect(server.trigger('prices', 'updated', { at: 1 })).toBe(1);
    expect(await client.next('updated')).toEqual({
      event: 'updated',
      channel: 'prices',
      data: '{"at":1}',
    });
  });

  it('rejects client events that do not start with client-, are off private channels or unsubscribed', async () => {
    const server = await startServer();
    const client = await subscribedRawClient(server);
    const other = await subscribedRawClient(server);

    client.send({ event: 'typing', channel: CHANNEL, data: {} });
    expect(errorData(await client.next('pusher:error')).code).toBe(
      ProtocolError.clientEventRejected,
    );

    client.send({ event: 'pusher:subscribe', data: { channel: 'public-room' } });
    await client.next('pusher_internal:subscription_succeeded');
    client.send({ event: 'client-typing', channel: 'public-room', data: {} });
    expect(errorData(await client.next('pusher:error')).message).toMatch(
      /only allowed on private channels/,
    );

    client.send({ event: 'client-typing', channel: 'private-elsewhere', data: {} });
    expect(errorData(await client.next('pusher:error')).message).toMatch(
      /Subscribe to private-elsewhere/,
    );

    client.send({ event: 'client-typing', channel: CHANNEL, data: { x: 'y'.repeat(11 * 1024) } });
    expect(errorData(await client.next('pusher:error')).message).toMatch(/over 10 kB/);

    client.send({ event: 'client-typing', channel: CHANNEL, data: { ok: 1 } });
    expect(await other.next('client-typing')).toEqual({
      event: 'client-typing',
      channel: CHANNEL,
      data: '{"ok":1}',
    });
    expect(other.messages.filter((message) => message.event === 'client-typing')).toHaveLength(0);
  });

  it('stops delivering after pusher:unsubscribe and after a disconnect', async () => {
    const server = await startServer();
    const first = await subscribedRawClient(server);
    const second = await subscribedRawClient(server);
    expect(server.subscriberCount(CHANNEL)).toBe(2);
    first.send({ event: 'pusher:unsubscribe', data: { channel: CHANNEL } });
    second.close();
    await expect.poll(() => server.subscriberCount(CHANNEL), { timeout: 10_000 }).toBe(0);
    expect(server.trigger(CHANNEL, 'x', {})).toBe(0);
  });

  it('drops a socket that stays silent past activity_timeout plus the pong timeout', async () => {
    const server = await startServer({
      activityTimeoutSeconds: 0.1,
      pongTimeoutSeconds: 0.1,
      sweepIntervalMs: 20,
    });
    const client = await rawClient(server);
    expect(await client.closed()).toBe(ProtocolError.pongNotReceived);
  });
});

describe('attached to an existing HTTP server', () => {
  it('serves REST and WebSocket on one port and leaves other upgrade paths alone', async () => {
    const http = createServer((_request, response) => response.end('rest'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => http.close(() => resolve())));
    const server = await createPusherServer({ ...APP, server: http });
    cleanups.push(() => server.close());
    expect(server.port).toBe((http.address() as AddressInfo).port);

    expect(await (await fetch(`http://127.0.0.1:${server.port}/api/ping`)).text()).toBe('rest');

    const client = connectPusherJs(server);
    const channel = client.subscribe(CHANNEL);
    await once((done) => channel.bind('pusher:subscription_succeeded', done));
    expect(server.trigger(CHANNEL, 'catalog-upload-completed', { created: 1 })).toBe(1);

    await expect(RawPusherClient.connect(`ws://127.0.0.1:${server.port}/graphql`)).rejects.toThrow(
      /404/,
    );
  });
});
