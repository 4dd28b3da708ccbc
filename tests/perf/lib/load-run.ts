// One autocannon run that keeps every response time with sub-millisecond precision (autocannon's
// own histogram keeps whole milliseconds, too coarse for an overhead of about 1 ms).
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadRunOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Fixed overall request rate (open loop); unset means as fast as the server answers. */
  overallRate?: number;
  requests?: autocannon.RequestSpec[];
  setupClient?: (client: autocannon.Client) => void;
}

export interface LoadRunResult {
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  failures: number;
  latencies: number[];
  /** Wall-clock time (ms since epoch) of each response, to window the run. */
  finishedAt: number[];
}

export async function runLoad(options: LoadRunOptions): Promise<LoadRunResult> {
  const latencies: number[] = [];
  const finishedAt: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method,
    headers: options.headers,
    body: options.body,
    overallRate: options.overallRate,
    requests: options.requests,
    setupClient: options.setupClient,
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
    finishedAt.push(Date.now());
  });
  const result = await instance;
  return {
    requestsPerSecond: latencies.length / result.duration,
    total: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures: result.errors + result.timeouts + result.non2xx,
    latencies,
    finishedAt,
  };
}
