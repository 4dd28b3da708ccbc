import { ApolloLink, gql } from '@apollo/client';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/server';
import { alwaysConnected } from '../realtime/realtime-connection';
import { createApolloClient } from './create-apollo-client';

const query = gql`
  query LanguageProbe {
    me {
      id
    }
  }
`;

/** Answers LanguageProbe and notes the Accept-Language of each request. */
function recordLanguages(): Array<string | null> {
  const languages: Array<string | null> = [];
  server.use(
    graphql.query('LanguageProbe', ({ request }) => {
      languages.push(request.headers.get('accept-language'));
      return HttpResponse.json({ data: { me: null } });
    }),
  );
  return languages;
}

function client() {
  return createApolloClient({
    origin: 'http://localhost:4000',
    onUnauthenticated: () => undefined,
    subscriptionLink: new ApolloLink(() => null),
    realtime: alwaysConnected(),
  });
}

afterEach(() => {
  document.documentElement.lang = 'en-GB';
});

describe('the Apollo client', () => {
  it('tells the BFF the language the app displays on every request', async () => {
    const languages = recordLanguages();
    const apollo = client();
    document.documentElement.lang = 'it-IT';
    await apollo.query({ query, fetchPolicy: 'network-only' });
    document.documentElement.lang = 'en-GB';
    await apollo.query({ query, fetchPolicy: 'network-only' });
    expect(languages).toEqual(['it-IT', 'en-GB']);
    apollo.stop();
  });

  it('fetches what is on screen again when the language changes', async () => {
    const languages = recordLanguages();
    document.documentElement.lang = 'en-GB';
    const apollo = client();
    const watched = apollo.watchQuery({ query }).subscribe({ next: () => undefined });
    await vi.waitFor(() => expect(languages).toEqual(['en-GB']), { timeout: 10_000 });
    document.documentElement.lang = 'it-IT';
    await vi.waitFor(() => expect(languages).toEqual(['en-GB', 'it-IT']), { timeout: 10_000 });
    watched.unsubscribe();
    apollo.stop();
  });

  it('tells the BFF the displayed language on a catalog upload too (a multipart request)', async () => {
    const sent: Array<{ language: string | null; csrf: string | null; type: string | null }> = [];
    server.use(
      http.post('http://localhost:4000/graphql', ({ request }) => {
        sent.push({
          language: request.headers.get('accept-language'),
          csrf: request.headers.get('x-graphql-csrf'),
          type: request.headers.get('content-type'),
        });
        return HttpResponse.json({
          data: {
            uploadCatalogFile: {
              __typename: 'UploadCatalogFilePayload',
              accepted: true,
              jobId: '1',
              userErrors: [],
            },
          },
        });
      }),
    );
    document.documentElement.lang = 'it-IT';
    const apollo = client();
    await apollo.mutate({
      mutation: gql`
        mutation UploadCatalogFile($file: File!) {
          uploadCatalogFile(file: $file) {
            accepted
            jobId
            userErrors {
              message
            }
          }
        }
      `,
      variables: { file: new File(['external_id\nX-1\n'], 'catalog.csv', { type: 'text/csv' }) },
    });
    expect(sent).toEqual([
      { language: 'it-IT', csrf: '1', type: expect.stringMatching(/^multipart\/form-data;/) },
    ]);
    apollo.stop();
  });
});
