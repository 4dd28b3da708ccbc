import { ApolloLink } from '@apollo/client';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../app/apollo/create-apollo-client';
import { alwaysConnected } from '../../app/realtime/realtime-connection';
import { aSignInPayload, aUserError, aViewer } from '../../testing/fixtures';
import { server } from '../../testing/server';
import { signIn as signInWith } from './sign-in';

const credentials = { email: 'demo@example.com', password: 'demo1234' };

/** Signs in through a client made like the dashboard's. */
function signIn(variables: typeof credentials) {
  const client = createApolloClient({
    origin: 'http://localhost:4000',
    onUnauthenticated: () => undefined,
    subscriptionLink: new ApolloLink(() => null),
    realtime: alwaysConnected(),
  });
  return signInWith(client, variables);
}

describe('signIn (the SignIn mutation through Apollo Client)', () => {
  it('posts the typed SignIn document with the CSRF header and answers the profile', async () => {
    const viewer = aViewer();
    let seen: { headers: Headers; body: Record<string, unknown> } | undefined;
    server.use(
      http.post('*/graphql', async ({ request }) => {
        seen = {
          headers: request.headers,
          body: (await request.json()) as Record<string, unknown>,
        };
        return HttpResponse.json({ data: aSignInPayload(viewer) });
      }),
    );

    const outcome = await signIn(credentials);

    expect(outcome).toEqual({ kind: 'signedIn', viewer });
    expect(seen?.headers.get('x-graphql-csrf')).toBe('1');
    expect(seen?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(seen?.body).toMatchObject({
      operationName: 'SignIn',
      variables: { input: credentials },
    });
    const document = String(seen?.body.query);
    expect(document).toMatch(/mutation SignIn\(\$input: SignInInput!\)/);
    // The profile's fields come with the document: every fragment the session needs is sent.
    for (const fragment of ['ViewerSession_viewer', 'RouteGuards_viewer', 'Header_viewer']) {
      expect(document).toContain(`fragment ${fragment} on Viewer`);
    }
    // Apollo's cache, which the profile is written into, needs every object's type: the client
    // asks for it.
    expect(document).toMatch(/access \{[^}]*__typename/);
  });

  it('reports two-factor apart from every other refusal', async () => {
    server.use(
      graphql.mutation('SignIn', () =>
        HttpResponse.json({
          data: aSignInPayload(null, [aUserError('UNSUPPORTED_AUTH_METHOD', 'no')]),
        }),
      ),
    );
    expect(await signIn(credentials)).toEqual({ kind: 'twoFactor' });
  });

  it('reports too many attempts with the wait the BFF asks for', async () => {
    server.use(
      graphql.mutation('SignIn', () =>
        HttpResponse.json({
          data: aSignInPayload(null, [
            aUserError('RATE_LIMITED', 'no', null, { retryAfterSeconds: 7.2 }),
          ]),
        }),
      ),
    );
    expect(await signIn(credentials)).toEqual({ kind: 'rateLimited', retryAfterSeconds: 8 });
  });

  it.each([
    [
      'wrong credentials',
      () =>
        HttpResponse.json({
          data: aSignInPayload(null, [aUserError('INVALID_CREDENTIALS', 'no')]),
        }),
    ],
    ['an unreachable server', () => HttpResponse.error()],
    ['an answer that is not JSON', () => new HttpResponse('Bad gateway', { status: 502 })],
    [
      'the session check failing the whole request',
      () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'no', extensions: { code: 'CSRF_HEADER_MISSING' } }],
        }),
    ],
    [
      'another refusal',
      () =>
        HttpResponse.json({
          data: aSignInPayload(null, [aUserError('UPSTREAM_UNAVAILABLE', 'no')]),
        }),
    ],
    [
      'another error',
      () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'no', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
    ],
  ])('fails the same way on %s', async (_case, answer) => {
    server.use(http.post('*/graphql', answer));
    expect(await signIn(credentials)).toEqual({ kind: 'failed' });
  });
});
