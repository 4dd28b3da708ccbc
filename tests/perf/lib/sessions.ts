// Signing in: to the BFF through its signIn mutation, to the upstream through Sanctum's SPA flow.

export const DEMO_PASSWORD = 'demo1234';

/**
 * Load-test accounts `user1…userN@example.com` (password demo1234): the upstream creates them with
 * UPSTREAM_EXTRA_USERS=N (stack A starts it with LOAD_USERS), each with its own 120-item store
 * and every permission.
 */
export const LOAD_USERS = 100;

export function loadUserEmails(count: number): string[] {
  if (count > LOAD_USERS) throw new Error(`stack A has ${LOAD_USERS} load-test users`);
  return Array.from({ length: count }, (_, index) => `user${index + 1}@example.com`);
}

export const CSRF_HEADERS = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };

function cookiePairs(response: Response): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(';')[0]!;
    const eq = pair.indexOf('=');
    pairs.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return pairs;
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphqlRequest<T = Record<string, unknown>>(
  bffUrl: string,
  cookie: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<GraphQLAnswer<T>> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { ...CSRF_HEADERS, cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphQLAnswer<T>;
}

/** Signs in through the BFF; answers the `refurb_session=…` cookie header value. */
export async function signInToBff(bffUrl: string, email: string): Promise<string> {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: CSRF_HEADERS,
    body: JSON.stringify({
      query:
        'mutation SignIn($input: SignInInput!) { signIn(input: $input) { viewer { displayName } userErrors { code message } } }',
      variables: { input: { email, password: DEMO_PASSWORD } },
    }),
  });
  const answer = (await response.json()) as GraphQLAnswer<{
    signIn: { userErrors: Array<{ code: string; message: string }> } | null;
  }>;
  const session = cookiePairs(response).get('refurb_session');
  const refusals = answer.data?.signIn?.userErrors ?? [];
  if (answer.errors || refusals.length > 0 || !session) {
    const why = answer.errors ?? (refusals.length > 0 ? refusals : answer);
    throw new Error(`BFF sign-in of ${email} failed: ${JSON.stringify(why)}`);
  }
  return `refurb_session=${session}`;
}

export interface UpstreamSession {
  /** Cookie header value (laravel_session and XSRF-TOKEN). */
  cookie: string;
  /** X-XSRF-TOKEN header value for state-changing calls. */
  xsrf: string;
  /** Origin header that makes the session count (a stateful domain). */
  origin: string;
}

/** Sanctum's SPA flow straight against the upstream, as a browser on its origin would do it. */
export async function signInToUpstream(
  upstreamUrl: string,
  email: string,
): Promise<UpstreamSession> {
  const origin = upstreamUrl;
  const first = await fetch(`${upstreamUrl}/sanctum/csrf-cookie`, { headers: { origin } });
  await first.arrayBuffer();
  let cookies = cookiePairs(first);
  const xsrf = decodeURIComponent(cookies.get('XSRF-TOKEN') ?? '');
  const login = await fetch(`${upstreamUrl}/login`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': xsrf,
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await login.text();
  if (login.status !== 200) throw new Error(`upstream login of ${email}: ${login.status} ${body}`);
  cookies = new Map([...cookies, ...cookiePairs(login)]);
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
    origin,
  };
}
