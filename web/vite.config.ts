import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDirectory } from '../scripts/precompress.mjs';

// The BFF serves the built app and owns every server path; in development the Vite server forwards
// them so the app runs on one origin (cookies, CSRF header and WebSockets behave as in production).
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

/**
 * Chunk groups decided from the module graph once it is built. Left alone, the bundler makes one
 * small common chunk per set of lazy routes sharing a module (about 25 files for the catalog), and
 * on HTTP/1.1 (six connections) they queue behind each other before the screen's request can
 * start. Two groups instead, neither holding what every page already loads (the entry's graph):
 * - `dashboard`: what at least two lazy roots of the entry use, the frame and its session counting
 *   for every dashboard route (Apollo, the shell, the shared ui), minus what sign-in uses, so
 *   the sign-in screen paints without Apollo (its form loads the dashboard runtime on focus);
 * - `session`: what sign-in shares with the dashboard (typed documents, the stored profile).
 * Charts stay apart: they are imported lazily from inside feature chunks, not from the entry.
 */
const frameRoots =
  /[\\/]src[\\/]app[\\/](shell[\\/]DashboardFrame|dashboard[\\/]dashboardSession)\./;

function routeChunkGroups(): {
  plugin: Plugin;
  inDashboard: (id: string) => boolean;
  inSession: (id: string) => boolean;
} {
  const dashboard = new Set<string>();
  const session = new Set<string>();
  const plugin: Plugin = {
    name: 'route-chunk-groups',
    apply: 'build',
    buildEnd() {
      dashboard.clear();
      session.clear();
      const closure = (root: string, into = new Set<string>()) => {
        const pending = [root];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (into.has(id)) continue;
          into.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return into;
      };
      const initial = new Set<string>();
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry) closure(id, initial);
      }
      const imported = new Set(
        [...initial].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
      );
      // A module imported early (the catalog query the route prefetches) inside a route's own
      // graph is part of that route, not a root of its own.
      const lazyRoots = new Set(
        [...imported].filter(
          (id) => ![...imported].some((other) => other !== id && closure(other).has(id)),
        ),
      );
      const signIn = [...lazyRoots].find((id) => /[\\/]features[\\/]signin[\\/]/.test(id));
      const signInModules = signIn ? closure(signIn) : new Set<string>();
      const rootsReaching = new Map<string, number>();
      for (const root of lazyRoots) {
        if (root === signIn) continue;
        const weight = frameRoots.test(root) ? lazyRoots.size : 1;
        for (const id of closure(root)) {
          rootsReaching.set(id, (rootsReaching.get(id) ?? 0) + weight);
        }
      }
      for (const [id, count] of rootsReaching) {
        if (initial.has(id)) continue;
        if (signInModules.has(id)) session.add(id);
        else if (count >= 2) dashboard.add(id);
      }
    },
  };
  return { plugin, inDashboard: (id) => dashboard.has(id), inSession: (id) => session.has(id) };
}

const chunkGroups = routeChunkGroups();

/** `.br` and `.gz` copies beside the built files, which the BFF serves to browsers accepting them. */
const precompress: Plugin = {
  name: 'precompress',
  apply: 'build',
  async writeBundle(output) {
    if (output.dir) await precompressDirectory(output.dir);
  },
};

/**
 * The list of the dashboard's operations (trusted documents: the BFF runs only these for a cookie
 * session in production), written beside the build from the app's own documents
 * (scripts/persisted-documents.ts). In a process of its own: it loads the app's modules as in
 * development, which the production build's environment would change.
 */
const persistedDocuments: Plugin = {
  name: 'persisted-documents',
  apply: 'build',
  writeBundle(output) {
    if (!output.dir) return;
    const script = fileURLToPath(new URL('./scripts/persisted-documents.ts', import.meta.url));
    const written = spawnSync(process.execPath, ['--import', 'tsx', script, output.dir], {
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (written.status !== 0) throw new Error('persisted documents: the list was not written');
  },
};

export default defineConfig({
  plugins: [react(), chunkGroups.plugin, precompress, persistedDocuments],
  server: {
    proxy: {
      '/graphql': { target: bff, ws: true, changeOrigin: false },
      '/download': { target: bff },
      '/catalog/export': { target: bff },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps hold the full source: written for tools reading web/dist (the bundle benchmarks),
    // never named by the bundles, and the BFF refuses *.map in production.
    sourcemap: 'hidden',
    // .vite/manifest.json maps each source module to its chunks (size checks, preload hints).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Only the modules chosen above: their imports that every page already loads (React,
            // the router) must stay in the entry.
            {
              name: 'dashboard',
              test: chunkGroups.inDashboard,
              includeDependenciesRecursively: false,
            },
            { name: 'session', test: chunkGroups.inSession, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
