// Test helper: a browser-like client of the upstream (cookie jar, Origin, X-XSRF-TOKEN).

type FetchBody = NonNullable<Parameters<typeof fetch>[1]>['body'];

export interface UpstreamResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class UpstreamSession {
  readonly cookies = new Map<string, string>();
  origin: string | null;

  constructor(
    readonly baseUrl: string,
    origin: string | null = 'http://localhost:5173',
  ) {
    this.origin = origin;
  }

  get xsrfToken(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: {
      json?: unknown;
      body?: FetchBody;
      headers?: Record<string, string>;
      xsrf?: boolean;
    } = {},
  ): Promise<UpstreamResponse<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.origin) headers.Origin = this.origin;
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = this.xsrfToken;
    if (options.xsrf !== false && token && method !== 'GET') headers['X-XSRF-TOKEN'] = token;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (!pair || separator < 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (/Max-Age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '')
      parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(path: string): Promise<UpstreamResponse<T>> {
    return this.request<T>('GET', path);
  }

  /** csrf-cookie then login; throws unless the answer is 200 two_factor false. */
  async login(email = 'demo@example.com', password = 'demo1234'): Promise<this> {
    await this.get('/sanctum/csrf-cookie');
    const answer = await this.request<{ two_factor: boolean }>('POST', '/login', {
      json: { email, password },
    });
    if (answer.status !== 200 || answer.body.two_factor !== false)
      throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return this;
  }
}
