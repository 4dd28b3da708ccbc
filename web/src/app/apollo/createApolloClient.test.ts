import { ApolloLink, gql } from '@apollo/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alwaysConnected } from '../realtime/realtimeConnection';
import { createApolloClient } from './createApolloClient';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en-GB';
});

describe('the Apollo client', () => {
  it('tells the BFF the language the app displays on every request', async () => {
    const languages: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        languages.push(new Headers(init.headers).get('accept-language'));
        return Promise.resolve(
          new Response(JSON.stringify({ data: { me: null } }), {
            headers: { 'content-type': 'application/json' },
          }),
        );
      }),
    );
    const client = createApolloClient({
      origin: 'http://localhost:4000',
      onUnauthenticated: () => undefined,
      subscriptionLink: new ApolloLink(() => null),
      realtime: alwaysConnected(),
    });
    const query = gql`
      query Me {
        me {
          id
        }
      }
    `;
    document.documentElement.lang = 'it-IT';
    await client.query({ query, fetchPolicy: 'network-only' });
    document.documentElement.lang = 'en-GB';
    await client.query({ query, fetchPolicy: 'network-only' });
    expect(languages).toEqual(['it-IT', 'en-GB']);
  });
});
