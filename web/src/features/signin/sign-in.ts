import type { ApolloClient } from '@apollo/client';
import type { VariablesOf } from '../../graphql';
import { hasUserErrorCode, type UserErrorEntry } from '../../user-errors';
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
 * for the sign-in page (docs/error-codes.md): a refusal is in the payload's userErrors.
 */
export async function signIn(
  client: ApolloClient<unknown>,
  credentials: VariablesOf<typeof SignInMutation>['input'],
): Promise<SignInOutcome> {
  try {
    const { data } = await client.mutate({
      mutation: SignInMutation,
      variables: { input: credentials },
    });
    const answer = data?.signIn;
    if (!answer) return { kind: 'failed' };
    if (answer.viewer && answer.userErrors.length === 0) {
      return { kind: 'signedIn', viewer: answer.viewer };
    }
    return refusalOf(answer.userErrors);
  } catch {
    // No answer that can be read (network, not JSON, an error of the whole request): the same as
    // any other failure.
    return { kind: 'failed' };
  }
}

function refusalOf(userErrors: readonly UserErrorEntry[]): SignInOutcome {
  if (hasUserErrorCode(userErrors, 'UNSUPPORTED_AUTH_METHOD')) return { kind: 'twoFactor' };
  const throttled = userErrors.find((entry) => entry.code === 'RATE_LIMITED');
  if (!throttled) return { kind: 'failed' };
  const seconds = throttled.retryAfterSeconds;
  return {
    kind: 'rateLimited',
    retryAfterSeconds:
      typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
        ? Math.ceil(seconds)
        : null,
  };
}
