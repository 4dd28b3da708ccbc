// The order of the benchmarks and the processes each needs. Three stacks, each started only for
// the benchmarks that use it and stopped before the next: the default catalog (2,000 items) with a
// Pusher tap and the built web app; the same upstream behind a delaying proxy; 100,000 items.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchBffOverhead } from './benchmarks/bff-overhead';
import { benchDetailConcurrency, UPSTREAM_DELAY_MS } from './benchmarks/detail-concurrency';
import { benchFiles } from './benchmarks/files';
import { benchLighthouse } from './benchmarks/lighthouse';
import { benchMixedLoad } from './benchmarks/mixed-load';
import { benchRendering } from './benchmarks/rendering';
import { benchScale } from './benchmarks/scale';
import { benchSubscriptions } from './benchmarks/subscriptions';
import { buildWeb, routeSizes, type WebBuild } from './benchmarks/web-build';
import { startDelayProxy } from './lib/delay-proxy';
import { notRun, type Figure } from './lib/figures';
import {
  prepareServerRuntime,
  startBffProcess,
  startUpstreamProcess,
  type ServiceProcess,
} from './lib/processes';
import { LOAD_USERS } from './lib/sessions';
import { startPusherTap } from './lib/pusher-tap';

export interface SuiteOptions {
  quick: boolean;
  /** Benchmark numbers to run (1–8); null runs all. */
  only: Set<number> | null;
  cpuProfileDir?: string;
  /** Benchmark 1 also runs the page through Apollo Server and Hive Gateway (lib/peers.ts). */
  peers: boolean;
  /** `built`: the servers as production runs them; `tsx`: their sources, to compare. */
  runtime: 'built' | 'tsx';
  log: (message: string) => void;
}

const PUSHER_APP_KEY = 'upstream-dev-key';
const SCALE_ITEMS = 100_000;

/** Pushes into `figures` as it goes, so a stopped run still has what was measured. */
export async function runSuite(options: SuiteOptions, figures: Figure[]): Promise<void> {
  const wanted = (bench: number) => !options.only || options.only.has(bench);
  const stoppers: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => undefined);
  };
  const attempt = async (bench: number, name: string, body: () => Promise<Figure[]>) => {
    if (!wanted(bench)) return;
    options.log(`${bench}: ${name}`);
    const started = Date.now();
    try {
      figures.push(...(await body()));
    } catch (error) {
      // A WebSocket's ErrorEvent is no Error but carries a message too.
      const message =
        typeof error === 'object' && error !== null && 'message' in error
          ? String(error.message)
          : String(error);
      figures.push(notRun(bench, name, '', message.split('\n').slice(0, 3).join(' ')));
    }
    options.log(`${bench}: done in ${Math.round((Date.now() - started) / 1000)} s`);
  };
  const started = <T extends ServiceProcess>(service: T): T => {
    stoppers.push(service.stop);
    return service;
  };

  const workDir = mkdtempSync(join(tmpdir(), 'refurb-bench-'));
  options.log(
    options.runtime === 'built'
      ? 'building the upstream and the BFF (scripts/build-server.mjs) into folders of this run'
      : 'running the upstream and the BFF from their sources through tsx (--tsx)',
  );
  const runtime = await prepareServerRuntime(options.runtime);
  try {
    let web: WebBuild = { dist: null, error: 'not built' };
    if (wanted(5) || wanted(6)) {
      options.log('building web/ (vite build --manifest into a temporary folder)');
      web = await buildWeb(join(workDir, 'web-dist'));
      await attempt(5, 'web build sizes', async () => routeSizes(web));
    }

    // Stack A: default catalog, Pusher tap, built web app.
    if ([1, 2, 4, 5, 6, 8].some(wanted)) {
      options.log('starting upstream (2,000 items) and BFF');
      const upstream = started(
        await startUpstreamProcess({
          runtime,
          items: 2000,
          env: { UPSTREAM_EXTRA_USERS: String(LOAD_USERS) },
        }),
      );
      const tap = await startPusherTap(upstream.url.replace('http', 'ws'));
      stoppers.push(tap.close);
      const bff = started(
        await startBffProcess({
          runtime,
          upstreamUrl: upstream.url,
          pusher: { host: tap.host, port: tap.port, appKey: PUSHER_APP_KEY },
          webDist: web.dist ?? undefined,
          cpuProfileDir: options.cpuProfileDir,
        }),
      );
      await attempt(1, 'BFF overhead', () =>
        benchBffOverhead({
          upstream,
          bff,
          runtime,
          quick: options.quick,
          peers: options.peers,
        }),
      );
      await attempt(2, 'upstream calls per screen', async () => {
        const proxy = await startDelayProxy(upstream.url, [
          { label: 'buybox', pattern: /^\/api\/catalog\/\d+\/buybox$/, delayMs: UPSTREAM_DELAY_MS },
          { label: 'detail', pattern: /^\/api\/catalog\/\d+$/, delayMs: UPSTREAM_DELAY_MS },
        ]);
        stoppers.push(proxy.close);
        const slowBff = started(
          await startBffProcess({
            runtime,
            upstreamUrl: proxy.url,
            env: { UPSTREAM_ORIGIN: upstream.url },
          }),
        );
        return benchDetailConcurrency({ bffUrl: slowBff.url, proxy, quick: options.quick });
      });
      await attempt(4, 'subscriptions', () =>
        benchSubscriptions({ bffUrl: bff.url, bffRss: bff.rss, tap, quick: options.quick }),
      );
      await attempt(5, 'Lighthouse', async () =>
        web.dist
          ? benchLighthouse({ bffUrl: bff.url })
          : [notRun(5, 'Lighthouse', '≥ 95', `no web build: ${web.error}`)],
      );
      await attempt(6, 'rendering', async () =>
        web.dist
          ? benchRendering({ bffUrl: bff.url })
          : [notRun(6, 'rendering', '< 100 ms', `no web build: ${web.error}`)],
      );
      await attempt(8, 'mixed load', () =>
        benchMixedLoad({ bffUrl: bff.url, bffPid: bff.pid, quick: options.quick }),
      );
      await stopAll();
    }

    // Stack C: 100,000 items.
    if ([3, 7].some(wanted)) {
      options.log(`starting upstream (${SCALE_ITEMS.toLocaleString('en')} items) and BFF`);
      const upstream = started(await startUpstreamProcess({ runtime, items: SCALE_ITEMS }));
      const bff = started(await startBffProcess({ runtime, upstreamUrl: upstream.url }));
      await attempt(3, 'scale', () =>
        benchScale({ bffUrl: bff.url, items: SCALE_ITEMS, quick: options.quick }),
      );
      await attempt(7, 'files', () =>
        benchFiles({
          bffUrl: bff.url,
          bffPid: bff.pid,
          upstreamUrl: upstream.url,
          pusherAppKey: PUSHER_APP_KEY,
          items: SCALE_ITEMS,
        }),
      );
      await stopAll();
    }
  } finally {
    await stopAll();
    rmSync(workDir, { recursive: true, force: true });
    runtime.dispose();
  }
}
