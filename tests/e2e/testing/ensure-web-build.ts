import { spawnSync } from 'node:child_process';
import { webBuildIsStale } from '../../../scripts/web-build-freshness.mjs';
import { repoRoot } from './repo-root';

/** Builds web/dist with the rule `npm start` uses: when missing or older than its sources. */
export function ensureWebBuild(): void {
  if (!webBuildIsStale(repoRoot)) return;
  console.log('e2e: building the web app (web/dist is missing or stale)…');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env };
  delete env.NODE_ENV;
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('e2e: `npm run build -w web` failed (output above).');
}
