import { ApolloError } from '@apollo/client';

/** An unknown vendor or listing answers NOT_FOUND ('Something went wrong'; docs/error-codes.md). */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApolloError &&
    error.graphQLErrors.some((entry) => entry.extensions?.code === 'NOT_FOUND')
  );
}
