import { ApolloError } from '@apollo/client';

/** An unknown vendor or listing answers NOT_FOUND (SPEC §8: 'Something went wrong'). */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApolloError &&
    error.graphQLErrors.some((entry) => entry.extensions?.code === 'NOT_FOUND')
  );
}
