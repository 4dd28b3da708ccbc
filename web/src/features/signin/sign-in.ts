import { print } from '@0no-co/graphql.web';
import type { ResultOf, VariablesOf } from '../../graphql';
import { csrfHeaders } from '../../app/apollo/csrf-headers';
import type { SessionViewer } from '../../app/session/stored-viewer';
import { addTypenames } from './add-typenames';
import { SignInMutation } from './sign-in-mutation';

export type SignInOutcome =
  | { kind: 'signedIn'; viewer: SessionViewer }
  /** The account signs in with two-factor authentication, which the dashboard cannot do. */
  | { kind: 'twoFactor' }
  /** Too many failed attempts: the BFF refuses the next ones for a while. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  /** Wrong credentials, an unreachable server or any other failure: all look the same. */
  | { kind: 'failed' };

interface GraphQLAnswer {
  data?: ResultOf<typeof SignInMutation> | null;
  errors?: { extensions?: { code?: unknown; retryAfterSeconds?: unknown } }[];
}

// The sign-in screen talks to the BFF with one plain POST: Apollo Client and graphql-js load with
// the dashboard, not with the first screen. gql.tada still types the document and its answer.
const SIGN_IN_DOCUMENT = print(addTypenames(SignInMutation));

export async function signIn(
  variables: VariablesOf<typeof SignInMutation>,
  endpoint = new URL('/graphql', window.location.origin),
): Promise<SignInOutcome> {
  let answer: GraphQLAnswer;
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...csrfHeaders,
      },
      body: JSON.stringify({ operationName: 'SignIn', query: SIGN_IN_DOCUMENT, variables }),
    });
    answer = (await response.json()) as GraphQLAnswer;
  } catch {
    return { kind: 'failed' };
  }
  const codes = (answer.errors ?? []).map((error) => error.extensions);
  if (codes.some((extensions) => extensions?.code === 'UNSUPPORTED_AUTH_METHOD')) {
    return { kind: 'twoFactor' };
  }
  const throttled = codes.find((extensions) => extensions?.code === 'RATE_LIMITED');
  if (throttled) {
    const seconds = throttled.retryAfterSeconds;
    return {
      kind: 'rateLimited',
      retryAfterSeconds:
        typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
          ? Math.ceil(seconds)
          : null,
    };
  }
  const viewer = answer.data?.login;
  return viewer && !answer.errors?.length ? { kind: 'signedIn', viewer } : { kind: 'failed' };
}
