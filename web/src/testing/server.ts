import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The GraphQL API as tests see it: each test adds the msw handlers it needs. By default the user
 * has no jobs running (the catalog asks on load, to show a bulk job still under way).
 */
export const server = setupServer(
  graphql.query('BulkJobs', () =>
    HttpResponse.json({ data: { jobs: { __typename: 'JobConnection', edges: [] } } }),
  ),
);
