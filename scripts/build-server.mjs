// Builds the reference upstream and the BFF to JavaScript, so production runs `node` on built
// files instead of a TypeScript loader (`npm run build`, `npm start` with NODE_ENV=production,
// the Dockerfile).
//
// - upstream/dist/: main.js (the server, `npm run upstream`), index.js (its API for the BFF) and
//   upload-worker.js (the thread uploads are read in), one esbuild bundle of the sources each,
//   the locales/upstream/*.json catalogs inlined.
// - bff/dist/: main.js (the BFF, start-from-env.ts), graphiql/ (GraphiQL's files with their .br
//   and .gz copies, bff/src/http/graphiql-assets.ts) and node_modules/@refurb/upstream/, a
//   one-line package that re-exports upstream/dist/index.js: the BFF loads the embedded upstream
//   by package name, and Node finds that folder first from bff/dist/, so the built BFF loads the
//   built upstream while `tsx` runs from the sources keep resolving to upstream/src.
//
// Packages (node_modules) stay external and load from the workspace's node_modules, as with tsx,
// except the workspace's own source-only packages (@refurb/pricing, @refurb/contract), which have
// no build of their own and are bundled in.
// Usage: node scripts/build-server.mjs [upstream|bff|all] (default all; bff needs the upstream's
// build, so `bff` builds both).
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './web-build-freshness.mjs';
import { precompressDirectory } from './precompress.mjs';

const defaultRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Workspace packages shipped as TypeScript sources only: bundled into whoever imports them. */
const sourceOnlyPackages = /^@refurb\/(pricing|contract)(\/|$)/;

/** esbuild's `packages: 'external'`, except for the source-only workspace packages. */
const externalPackagesExceptSourceOnly = {
  name: 'external-packages-except-source-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (sourceOnlyPackages.test(args.path) || args.path.startsWith('/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Bundles one package's entry points; esbuild reads experimentalDecorators from its tsconfig. */
async function bundle(root, pkg, entryPoints, outdir) {
  // Imported here: `npm start` reads serverBuildIsStale before dependencies may be installed.
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    tsconfig: join(root, pkg, 'tsconfig.json'),
    plugins: [externalPackagesExceptSourceOnly],
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    // type-graphql names GraphQL types after classes: bundling renames clashing identifiers
    // (two `CatalogItem`s become `CatalogItem2`), keepNames keeps each class's own name.
    keepNames: true,
    // Not loaded unless the process runs with --enable-source-maps.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

/** Removes what a previous build left, except the folders named in `keep`. */
function clean(dir, keep = []) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (!keep.includes(entry)) rmSync(join(dir, entry), { recursive: true, force: true });
  }
}

export async function buildUpstream({
  root = defaultRoot,
  outdir = join(root, 'upstream', 'dist'),
} = {}) {
  clean(outdir);
  await bundle(
    root,
    'upstream',
    {
      main: join(root, 'upstream', 'src', 'main.ts'),
      index: join(root, 'upstream', 'src', 'index.ts'),
      // The worker thread that reads catalog uploads (upstream/src/files/parse-in-worker.ts).
      'upload-worker': join(root, 'upstream', 'src', 'files', 'upload-worker.ts'),
    },
    outdir,
  );
}

/** GraphiQL's files, written and compressed again only when the package's files changed. */
async function buildGraphiQL(root, dir) {
  const { tsImport } = await import('tsx/esm/api');
  const assets = await tsImport(
    pathToFileURL(join(root, 'bff', 'src', 'http', 'graphiql-assets.ts')).href,
    import.meta.url,
  );
  const written = await assets.writeGraphiQLAssets(dir);
  const compressed = Object.values(written).every(
    (name) => name.endsWith('.ico') || existsSync(join(dir, `${name}.br`)),
  );
  if (compressed) return;
  for (const entry of readdirSync(dir)) {
    if (!Object.values(written).includes(entry) && entry !== 'manifest.json') {
      rmSync(join(dir, entry));
    }
  }
  await precompressDirectory(dir);
}

export async function buildBff({
  root = defaultRoot,
  outdir = join(root, 'bff', 'dist'),
  upstreamOutdir = join(root, 'upstream', 'dist'),
  graphiql = true,
} = {}) {
  clean(outdir, ['graphiql']);
  await bundle(root, 'bff', { main: join(root, 'bff', 'src', 'start-from-env.ts') }, outdir);

  const shim = join(outdir, 'node_modules', '@refurb', 'upstream');
  mkdirSync(shim, { recursive: true });
  const target = relative(shim, join(upstreamOutdir, 'index.js')).split(sep).join('/');
  writeFileSync(
    join(shim, 'package.json'),
    `${JSON.stringify({ name: '@refurb/upstream', private: true, type: 'module', exports: './index.js' }, null, 2)}\n`,
  );
  writeFileSync(
    join(shim, 'index.js'),
    `// Written by scripts/build-server.mjs: the built BFF embeds the built upstream.\nexport * from '${target}';\n`,
  );

  if (graphiql) await buildGraphiQL(root, join(outdir, 'graphiql'));
  else rmSync(join(outdir, 'graphiql'), { recursive: true, force: true });
}

/** What the server builds are made from (build output and node_modules skipped). */
function sourcesAt(root) {
  return Math.max(
    newestMtime(join(root, 'bff')),
    newestMtime(join(root, 'upstream')),
    newestMtime(join(root, 'locales', 'upstream')),
    newestMtime(join(root, 'tsconfig.base.json')),
    newestMtime(join(root, 'package-lock.json')),
    newestMtime(fileURLToPath(import.meta.url)),
  );
}

/** True when bff/dist or upstream/dist is missing or older than what they are built from. */
export function serverBuildIsStale(root = defaultRoot) {
  const builtAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
  const oldest = Math.min(
    builtAt(join(root, 'bff', 'dist', 'main.js')),
    builtAt(join(root, 'upstream', 'dist', 'main.js')),
  );
  return oldest < sourcesAt(root);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const what = process.argv[2] ?? 'all';
  if (!['all', 'upstream', 'bff'].includes(what)) {
    console.error('usage: node scripts/build-server.mjs [all|upstream|bff]');
    process.exit(2);
  }
  const started = Date.now();
  await buildUpstream();
  if (what !== 'upstream') await buildBff();
  const built = what === 'upstream' ? 'upstream/dist' : 'upstream/dist and bff/dist';
  console.log(`Built ${built} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
