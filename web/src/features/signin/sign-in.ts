import type { ApolloClient } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import type { VariablesOf } from '../../graphql';
import { errorCodeOf, hasErrorCode } from '../../graphql-errors';
import type { SessionViewer } from '../../app/session/stored-viewer';
import { SignInMutation } from './sign-in-mutation';

export type SignInOutcome =
  | { kind: 'signedIn'; viewer: SessionViewer }
  /** The account signs in with two-factor authentication, which the dashboard cannot do. */
  | { kind: 'twoFactor' }
  /** Too many failed attempts: the BFF refuses the next ones for a while. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  /** Wrong credentials, an unreachable server or any other failure: all look the same. */
  | { kind: 'failed' };

/**
 * Sends the `SignIn` mutation through the dashboard's Apollo client, like every other operation
 * (CSRF header, displayed language, `__typename` for the cache), and says what the answer means
 * for the sign-in page (docs/error-codes.md).
 */
export async function signIn(
  client: ApolloClient<unknown>,
  variables: VariablesOf<typeof SignInMutation>,
): Promise<SignInOutcome> {
  try {
    const { data, errors = [] } = await client.mutate({
      mutation: SignInMutation,
      variables,
      // Refusals come back as the answer's errors, to be told apart by their code.
      errorPolicy: 'all',
    });
    const viewer = data?.login;
    if (viewer && errors.length === 0) return { kind: 'signedIn', viewer };
    return refusalOf(errors);
  } catch {
    // No answer that can be read (network, not JSON): the same as any other failure.
    return { kind: 'failed' };
  }
}

function refusalOf(errors: readonly GraphQLFormattedError[]): SignInOutcome {
  if (hasErrorCode(errors, 'UNSUPPORTED_AUTH_METHOD')) return { kind: 'twoFactor' };
  const throttled = errors.find((error) => errorCodeOf(error) === 'RATE_LIMITED');
  if (!throttled) return { kind: 'failed' };
  const seconds = throttled.extensions?.retryAfterSeconds;
  return {
    kind: 'rateLimited',
    retryAfterSeconds:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
        ? Math.ceil(seconds)
        : null,
  };
}
