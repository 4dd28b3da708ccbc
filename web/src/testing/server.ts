import { setupServer } from 'msw/node';

/** The GraphQL API as tests see it: each test adds the msw handlers it needs. */
export const server = setupServer();
