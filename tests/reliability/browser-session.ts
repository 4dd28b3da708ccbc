// A browser stand-in across several BFF instances: one cookie jar, the CSRF header on every call.

export interface GraphQLReply<T> {
  status: number;
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export class BrowserSession {
  cookie: string | null = null;

  async gql<T = Record<string, unknown>>(
    baseUrl: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLReply<T>> {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const [pair = ''] = setCookie.split(';');
      this.cookie = /Max-Age=0/i.test(setCookie) ? null : pair;
    }
    return {
      status: response.status,
      ...((await response.json()) as Omit<GraphQLReply<T>, 'status'>),
    };
  }
}
