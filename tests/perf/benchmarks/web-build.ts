// Benchmark 5a: a production build of web/ with Vite's manifest, and the gzip size of the JS each
// route loads (the entry's static graph plus the route's lazy module and its static imports).
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { atMost, notRun, round, type Figure } from '../lib/figures';
import { REPO_ROOT } from '../lib/processes';

const run = promisify(execFile);
// Vite colours its messages; the table wants plain text.
const ANSI_COLOUR = new RegExp(String.fromCharCode(27) + '\\[[0-9;]*m', 'g');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Lazy route modules of web/src/app/routing/app-routes.tsx and what each must weigh at most. */
const ROUTES: { name: string; module: string; limitKb?: number; mayHaveCharts: boolean }[] = [
  { name: 'sign-in', module: 'src/features/signin/routes.tsx', limitKb: 170, mayHaveCharts: false },
  {
    name: 'catalog',
    module: 'src/features/catalog/routes.tsx',
    limitKb: 250,
    mayHaveCharts: false,
  },
  { name: 'prices', module: 'src/features/prices/routes.tsx', mayHaveCharts: true },
  { name: 'log', module: 'src/features/log/routes.tsx', mayHaveCharts: false },
  { name: 'strategies', module: 'src/features/strategies/routes.tsx', mayHaveCharts: false },
  { name: 'competitors', module: 'src/features/competitors/routes.tsx', mayHaveCharts: true },
];

export interface WebBuild {
  /** Folder with index.html, served by the BFF as WEB_DIST; null when the build failed. */
  dist: string | null;
  error?: string;
}

/** Builds into a folder of our own so web/dist (others' working copy) is left alone. */
export async function buildWeb(outDir: string): Promise<WebBuild> {
  try {
    await run(
      process.execPath,
      [
        join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--manifest',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: join(REPO_ROOT, 'web'), maxBuffer: 16 * 2 ** 20, timeout: 120_000 },
    );
    return { dist: outDir };
  } catch (error) {
    const text = String((error as { stderr?: string }).stderr || error);
    const firstProblem =
      text.split('\n').find((line) => /error|Could not/i.test(line)) ?? text.slice(0, 200);
    return { dist: null, error: firstProblem.replace(ANSI_COLOUR, '').trim() };
  }
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Chunks whose source map names a @visx module (or d3, which visx draws with). */
function chartChunks(dist: string, manifest: Manifest): Set<string> {
  const charts = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const map = join(dist, `${chunk.file}.map`);
    if (!chunk.file.endsWith('.js') || !existsSync(map)) continue;
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
    if (sources.some((source) => /node_modules\/@visx\//.test(source))) charts.add(key);
  }
  return charts;
}

export function routeSizes(build: WebBuild): Figure[] {
  if (!build.dist) {
    return [
      notRun(
        5,
        'route JS sizes (gzip)',
        'sign-in ≤ 170 KB, catalog ≤ 250 KB',
        `web build failed: ${build.error}`,
      ),
    ];
  }
  const dist = build.dist;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const gzipSize = new Map<string, number>();
  const sizeOf = (key: string) => {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js')) return 0;
    if (!gzipSize.has(key)) gzipSize.set(key, gzipSync(readFileSync(join(dist, file))).length);
    return gzipSize.get(key)!;
  };
  const charts = chartChunks(dist, manifest);
  const entryChunks = staticClosure(manifest, entry);
  const figures: Figure[] = [];
  const entryHasCharts = [...entryChunks].some((key) => charts.has(key));
  figures.push({
    bench: 5,
    name: 'entry JS (every route) gzip',
    value: round([...entryChunks].reduce((sum, key) => sum + sizeOf(key), 0) / 1024, 1),
    unit: 'KB',
    target: 'no visx',
    verdict: entryHasCharts ? 'MISS' : 'PASS',
    note: entryHasCharts ? 'visx is in the entry graph' : undefined,
  });
  for (const route of ROUTES) {
    if (!manifest[route.module]) continue;
    const chunks = staticClosure(manifest, route.module, new Set(entryChunks));
    const kb = [...chunks].reduce((sum, key) => sum + sizeOf(key), 0) / 1024;
    const withCharts = [...chunks].filter((key) => charts.has(key));
    const chartsWrong = withCharts.length > 0 && !route.mayHaveCharts;
    const sizeVerdict = route.limitKb === undefined ? 'INFO' : atMost(kb, route.limitKb);
    figures.push({
      bench: 5,
      name: `${route.name} route JS gzip${withCharts.length ? ' (with visx)' : ''}`,
      value: round(kb, 1),
      unit: 'KB',
      target: [route.limitKb ? `≤ ${route.limitKb} KB` : '', route.mayHaveCharts ? '' : 'no visx']
        .filter(Boolean)
        .join(', '),
      verdict: chartsWrong ? 'MISS' : sizeVerdict,
      note: chartsWrong
        ? `visx reaches this route through ${withCharts.map((key) => manifest[key]!.file).join(', ')}`
        : undefined,
    });
  }
  return figures;
}
