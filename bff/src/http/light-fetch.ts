import { type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * The few WHATWG objects yoga's hooks see on the JSON edge (graphql-json-edge.ts), without
 * @whatwg-node's full Request/Response/Headers: a view of node's request, headers in a Map, and a
 * response that keeps its body as given. Only what yoga's and the plugins' hooks use is here; a
 * body that is not a string (a stream) is written as a stream by the edge.
 */

/** Headers in a Map (lowercase names); Set-Cookie values kept apart, as a Response has them. */
export class LightHeaders {
  private readonly map = new Map<string, string>();
  private readonly cookies: string[] = [];

  constructor(init?: unknown) {
    if (init === undefined || init === null) return;
    if (init instanceof LightHeaders || isIterableHeaders(init)) {
      (init as LightHeaders).forEach((value, name) => this.append(name, value));
    } else if (Array.isArray(init)) {
      for (const [name, value] of init as [string, string][]) this.append(name, value);
    } else {
      for (const [name, value] of Object.entries(init as Record<string, string>)) {
        this.append(name, value);
      }
    }
  }

  get(name: string): string | null {
    const key = name.toLowerCase();
    if (key === 'set-cookie') return this.cookies.length > 0 ? this.cookies.join(', ') : null;
    return this.map.get(key) ?? null;
  }

  has(name: string): boolean {
    const key = name.toLowerCase();
    return key === 'set-cookie' ? this.cookies.length > 0 : this.map.has(key);
  }

  set(name: string, value: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') this.cookies.splice(0, this.cookies.length, String(value));
    else this.map.set(key, String(value));
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') this.cookies.push(String(value));
    else {
      const known = this.map.get(key);
      this.map.set(key, known === undefined ? String(value) : `${known}, ${value}`);
    }
  }

  delete(name: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') this.cookies.length = 0;
    else this.map.delete(key);
  }

  getSetCookie(): string[] {
    return [...this.cookies];
  }

  forEach(callback: (value: string, name: string, headers: this) => void): void {
    for (const [name, value] of this.map) callback(value, name, this);
    for (const cookie of this.cookies) callback(cookie, 'set-cookie', this);
  }

  *entries(): IterableIterator<[string, string]> {
    yield* this.map;
    for (const cookie of this.cookies) yield ['set-cookie', cookie];
  }

  keys(): IterableIterator<string> {
    return [...this.entries()].map(([name]) => name)[Symbol.iterator]();
  }

  values(): IterableIterator<string> {
    return [...this.entries()].map(([, value]) => value)[Symbol.iterator]();
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  /** Name, value, name, value…: the form `response.writeHead` takes. */
  flat(into: string[]): string[] {
    for (const [name, value] of this.map) into.push(name, value);
    for (const cookie of this.cookies) into.push('set-cookie', cookie);
    return into;
  }
}

function isIterableHeaders(value: unknown): boolean {
  return typeof (value as { forEach?: unknown }).forEach === 'function' && !Array.isArray(value);
}

export interface LightResponseInit {
  status?: number;
  statusText?: string;
  headers?: unknown;
}

/** A response as a result processor or a hook makes it: its body kept as given. */
export class LightResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: LightHeaders;
  /** A string for every JSON answer; a stream (SSE, multipart) otherwise; null for none. */
  readonly body: unknown;

  constructor(body?: unknown, init: LightResponseInit = {}) {
    this.body = body ?? null;
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.headers = new LightHeaders(init.headers);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async text(): Promise<string> {
    return typeof this.body === 'string' ? this.body : '';
  }
}

/** Request headers read from node's request as they are (names already lowercase). */
class NodeRequestHeaders extends LightHeaders {
  constructor(private readonly request: IncomingMessage) {
    super();
  }

  override get(name: string): string | null {
    const value = this.request.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  override has(name: string): boolean {
    return this.request.headers[name.toLowerCase()] !== undefined;
  }

  override set(name: string, value: string): void {
    this.request.headers[name.toLowerCase()] = value;
  }

  override append(name: string, value: string): void {
    const known = this.get(name);
    this.set(name, known === null ? value : `${known}, ${value}`);
  }

  override delete(name: string): void {
    delete this.request.headers[name.toLowerCase()];
  }

  override forEach(callback: (value: string, name: string, headers: this) => void): void {
    for (const name of Object.keys(this.request.headers)) callback(this.get(name)!, name, this);
  }

  override *entries(): IterableIterator<[string, string]> {
    for (const name of Object.keys(this.request.headers)) yield [name, this.get(name)!];
  }
}

/**
 * node's request as yoga's hooks read a Request: method, URL, headers; its body is read once by
 * the edge's parser (plugins/use-request-bodies.ts reads node's request itself). `signal` aborts
 * when the client leaves before the answer ends.
 */
export class NodeRequestView {
  readonly method: string;
  readonly headers: LightHeaders;
  private abort: AbortController | null = null;

  constructor(
    private readonly request: IncomingMessage,
    private readonly response: ServerResponse,
  ) {
    this.method = request.method ?? 'GET';
    this.headers = new NodeRequestHeaders(request);
  }

  get url(): string {
    return `http://${this.request.headers.host ?? 'localhost'}${this.request.url ?? '/'}`;
  }

  get signal(): AbortSignal {
    if (!this.abort) {
      const abort = new AbortController();
      this.abort = abort;
      const left = () => {
        if (!this.response.writableFinished) abort.abort();
      };
      this.response.once('close', left);
    }
    return this.abort.signal;
  }
}
