import { ApolloError } from '@apollo/client';

/**
 * A refused strategy shows the server's message. Only BAD_USER_INPUT carries text written
 * for the seller (the upstream's 422 message); anything else gets the generic text.
 */
export function saveErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApolloError) {
    const refused = error.graphQLErrors.find(
      (entry) => entry.extensions?.code === 'BAD_USER_INPUT',
    );
    if (refused?.message) return refused.message;
  }
  return fallback;
}
