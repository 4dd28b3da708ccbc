// The order of the benchmarks and the processes each needs. Three stacks, each started only for
// the benchmarks that use it and stopped before the next: the default catalog (2,000 items) with a
// Pusher tap and the built web app; the same upstream behind a delaying proxy; 100,000 items.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchBffOverhead } from './benchmarks/bff-overhead';
import { benchCatalogExportJob } from './benchmarks/catalog-export-job';
import { benchDetailConcurrency, UPSTREAM_DELAY_MS } from './benchmarks/detail-concurrency';
import { benchFiles } from './benchmarks/files';
import { benchLighthouse } from './benchmarks/lighthouse';
import { benchMixedLoad } from './benchmarks/mixed-load';
import { benchRendering } from './benchmarks/rendering';
import { benchScale } from './benchmarks/scale';
import { benchScriptDetailPull } from './benchmarks/script-detail-pull';
import { benchUploadFlood } from './benchmarks/upload-flood';
import { benchStrategyPreview } from './benchmarks/strategy-preview';
import { benchSubscriptions } from './benchmarks/subscriptions';
import { buildWeb, routeSizes, type WebBuild } from './benchmarks/web-build';
import { startDelayProxy } from './lib/delay-proxy';
import { notRun, type Figure } from './lib/figures';
import {
  prepareServerRuntime,
  startBffProcess,
  startUpstreamProcess,
  type ServerRuntime,
  type ServiceProcess,
} from './lib/processes';
import { LOAD_USERS } from './lib/sessions';
import { startPusherTap } from './lib/pusher-tap';

export interface SuiteOptions {
  quick: boolean;
  /** Benchmark numbers to run (1–10); null runs all. */
  only: Set<number> | null;
  cpuProfileDir?: string;
  /** Benchmark 1 also runs the page through Apollo Server and Hive Gateway (lib/peers.ts). */
  peers: boolean;
  /** `built`: the servers as production runs them; `tsx`: their sources, to compare. */
  runtime: 'built' | 'tsx';
  /** Benchmark 8's length in seconds (`--soak=<s>`), for a longer look at memory. */
  soakSeconds?: number;
  log: (message: string) => void;
}

const PUSHER_APP_KEY = 'upstream-dev-key';
const SCALE_ITEMS = 100_000;

/** What every stack's runner needs: the options, where figures go, and what to stop at the end. */
interface SuiteRun {
  options: SuiteOptions;
  runtime: ServerRuntime;
  web: WebBuild;
  wanted(bench: number): boolean;
  attempt(bench: number, name: string, body: () => Promise<Figure[]>): Promise<void>;
  /** Registers a started service so stopAll stops it. */
  started<T extends ServiceProcess>(service: T): T;
  stoppers: (() => Promise<void>)[];
  stopAll(): Promise<void>;
}

function suiteRun(
  options: SuiteOptions,
  figures: Figure[],
  runtime: ServerRuntime,
): Omit<SuiteRun, 'web'> {
  const wanted = (bench: number) => !options.only || options.only.has(bench);
  const stoppers: (() => Promise<void>)[] = [];
  return {
    options,
    runtime,
    wanted,
    stoppers,
    stopAll: async () => {
      for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => undefined);
    },
    started: (service) => {
      stoppers.push(service.stop);
      return service;
    },
    attempt: async (bench, name, body) => {
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
    },
  };
}

/** Benchmark 2: a second BFF on the same upstream behind a proxy that delays and counts calls. */
async function detailConcurrency(run: SuiteRun, upstream: ServiceProcess): Promise<Figure[]> {
  const proxy = await startDelayProxy(upstream.url, [
    { label: 'buybox', pattern: /^\/api\/catalog\/\d+\/buybox$/, delayMs: UPSTREAM_DELAY_MS },
    { label: 'detail', pattern: /^\/api\/catalog\/\d+$/, delayMs: UPSTREAM_DELAY_MS },
  ]);
  run.stoppers.push(proxy.close);
  const slowBff = run.started(
    await startBffProcess({
      runtime: run.runtime,
      upstreamUrl: proxy.url,
      env: { UPSTREAM_ORIGIN: upstream.url },
    }),
  );
  return benchDetailConcurrency({ bffUrl: slowBff.url, proxy, quick: run.options.quick });
}

/** Stack A: default catalog (2,000 items), Pusher tap, built web app; benchmarks 1, 2, 4, 5, 6, 8, 11, 12. */
async function stackA(run: SuiteRun): Promise<void> {
  const { options, runtime, web } = run;
  options.log('starting upstream (2,000 items) and BFF');
  const upstream = run.started(
    await startUpstreamProcess({
      runtime,
      items: 2000,
      env: { UPSTREAM_EXTRA_USERS: String(LOAD_USERS) },
    }),
  );
  const tap = await startPusherTap(upstream.url.replace('http', 'ws'));
  run.stoppers.push(tap.close);
  const bff = run.started(
    await startBffProcess({
      runtime,
      upstreamUrl: upstream.url,
      pusher: { host: tap.host, port: tap.port, appKey: PUSHER_APP_KEY },
      webDist: web.dist ?? undefined,
      cpuProfileDir: options.cpuProfileDir,
      inspectable: true,
    }),
  );
  const { quick, peers } = options;
  await run.attempt(1, 'BFF overhead', () =>
    benchBffOverhead({ upstream, bff, runtime, quick, peers }),
  );
  await run.attempt(2, 'upstream calls per screen', () => detailConcurrency(run, upstream));
  await run.attempt(4, 'subscriptions', () =>
    benchSubscriptions({ bffUrl: bff.url, bffRss: bff.rss, tap, quick }),
  );
  const noWeb = (name: string, target: string) => [
    notRun(5, name, target, `no web build: ${web.error}`),
  ];
  await run.attempt(5, 'Lighthouse', async () =>
    web.dist ? benchLighthouse({ bffUrl: bff.url }) : noWeb('Lighthouse', '≥ 95'),
  );
  await run.attempt(6, 'rendering', async () =>
    web.dist ? benchRendering({ bffUrl: bff.url }) : noWeb('rendering', '< 100 ms'),
  );
  await run.attempt(8, 'mixed load', () =>
    benchMixedLoad({ bff, quick, seconds: options.soakSeconds }),
  );
  await run.attempt(11, 'token script detail pull', () =>
    benchScriptDetailPull({ bffUrl: bff.url, items: 2000 }),
  );
  await run.attempt(12, 'catalog export job', () =>
    benchCatalogExportJob({ bffUrl: bff.url, items: 2000 }),
  );
  await run.stopAll();
}

/** Stack C: 100,000 items; benchmarks 3, 7 and 10. */
async function stackC(run: SuiteRun): Promise<void> {
  const { options, runtime } = run;
  options.log(`starting upstream (${SCALE_ITEMS.toLocaleString('en')} items) and BFF`);
  const upstream = run.started(await startUpstreamProcess({ runtime, items: SCALE_ITEMS }));
  const bff = run.started(
    await startBffProcess({ runtime, upstreamUrl: upstream.url, inspectable: true }),
  );
  await run.attempt(3, 'scale', () =>
    benchScale({ bffUrl: bff.url, items: SCALE_ITEMS, quick: options.quick }),
  );
  await run.attempt(7, 'files', () =>
    benchFiles({
      bff,
      upstreamUrl: upstream.url,
      pusherAppKey: PUSHER_APP_KEY,
      items: SCALE_ITEMS,
    }),
  );
  // Category 2 of the 100,000-item demo store holds about 20,000 items.
  await run.attempt(10, 'strategy preview', () =>
    benchStrategyPreview({
      bffUrl: bff.url,
      upstreamUrl: upstream.url,
      categoryId: '2',
      quick: options.quick,
      upstreamCpuMs: upstream.cpuMs,
    }),
  );
  await run.stopAll();
}

/**
 * Stack D: hostile and very large uploads (benchmark 9), read by a separate upstream process
 * (2,000 items) behind a BFF, then by a BFF with the embedded store.
 */
async function stackD(run: SuiteRun): Promise<void> {
  const { options, runtime } = run;
  options.log('starting upstream (2,000 items) and BFF, then a BFF with the embedded store');
  const upstream = run.started(await startUpstreamProcess({ runtime, items: 2000 }));
  // No web build in this stack: the BFFs accept any operation (the benchmark sends its own).
  const env = { TRUSTED_DOCUMENTS: 'off' };
  const bff = run.started(
    await startBffProcess({
      runtime,
      upstreamUrl: upstream.url,
      env,
      cpuProfileDir: options.cpuProfileDir,
    }),
  );
  const embedded = run.started(
    await startBffProcess({
      runtime,
      upstreamUrl: '',
      env: { ...env, DEMO: '1' },
      cpuProfileDir: options.cpuProfileDir,
    }),
  );
  await run.attempt(9, 'upload flood', async () => [
    ...(await benchUploadFlood({
      label: 'separate store',
      bffUrl: bff.url,
      healthUrls: [`${bff.url}/healthz`, `${upstream.url}/up`],
      quick: options.quick,
      cpuMs: [bff.cpuMs, upstream.cpuMs],
    })),
    ...(await benchUploadFlood({
      label: 'embedded store',
      bffUrl: embedded.url,
      healthUrls: [`${embedded.url}/healthz`],
      quick: options.quick,
      cpuMs: [embedded.cpuMs],
    })),
  ]);
  await run.stopAll();
}

/** Pushes into `figures` as it goes, so a stopped run still has what was measured. */
export async function runSuite(options: SuiteOptions, figures: Figure[]): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'refurb-bench-'));
  options.log(
    options.runtime === 'built'
      ? 'building the upstream and the BFF (scripts/build-server.mjs) into folders of this run'
      : 'running the upstream and the BFF from their sources through tsx (--tsx)',
  );
  const runtime = await prepareServerRuntime(options.runtime);
  const base = suiteRun(options, figures, runtime);
  try {
    let web: WebBuild = { dist: null, error: 'not built' };
    if (base.wanted(5) || base.wanted(6)) {
      options.log('building web/ (vite build --manifest into a temporary folder)');
      web = await buildWeb(join(workDir, 'web-dist'));
      await base.attempt(5, 'web build sizes', async () => routeSizes(web));
    }
    const run: SuiteRun = { ...base, web };
    if ([1, 2, 4, 5, 6, 8, 11, 12].some(run.wanted)) await stackA(run);
    if ([3, 7, 10].some(run.wanted)) await stackC(run);
    if (run.wanted(9)) await stackD(run);
  } finally {
    await base.stopAll();
    rmSync(workDir, { recursive: true, force: true });
    runtime.dispose();
  }
}
