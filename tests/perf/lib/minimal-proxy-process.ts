// Benchmark 1's floor, lib/minimal-proxy.ts, started as its own process like the BFF.
import { freePort, spawnService, type ServerRuntime, type ServiceProcess } from './processes';

export interface MinimalProxyOptions {
  runtime: ServerRuntime;
  upstreamUrl: string;
  /** A signed-in upstream session's cookie header and the Origin that makes it count. */
  cookie: string;
  origin: string;
  /** The one upstream call it makes for every request. */
  path: string;
}

/** Benchmark 1's reference floor (lib/minimal-proxy.ts) as its own process, like the BFF. */
export async function startMinimalProxyProcess(
  options: MinimalProxyOptions,
): Promise<ServiceProcess> {
  const port = await freePort();
  return spawnService({
    name: 'minimal proxy',
    args: options.runtime.minimalProxy,
    url: `http://127.0.0.1:${port}`,
    readyPath: '/ready',
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      UPSTREAM_URL: options.upstreamUrl,
      UPSTREAM_COOKIE: options.cookie,
      UPSTREAM_ORIGIN: options.origin,
      UPSTREAM_PATH: options.path,
    },
  });
}
