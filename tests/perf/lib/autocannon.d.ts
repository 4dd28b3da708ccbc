// The part of autocannon 8's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import { type EventEmitter } from 'node:events';

  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Client extends EventEmitter {
      setHeaders(headers: Record<string, string>): void;
      setBody(body: string | Buffer): void;
      setHeadersAndBody(headers: Record<string, string>, body: string | Buffer): void;
    }

    interface RequestSpec {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Called before each send with the connection's own context; answers the request to send. */
      setupRequest?: (request: RequestSpec, context: Record<string, unknown>) => RequestSpec;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      overallRate?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: RequestSpec[];
      setupClient?: (client: Client) => void;
      timeout?: number;
    }

    interface Result {
      requests: Histogram & { total: number; sent: number };
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(
        event: 'response',
        listener: (client: Client, statusCode: number, bytes: number, responseTime: number) => void,
      ): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
