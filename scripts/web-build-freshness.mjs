// One rule for "is web/dist older than what it is built from?", shared by `npm start`
// (scripts/start.mjs) and the end-to-end journeys (tests/e2e), so both rebuild in the same cases.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time under `path` (0 when it does not exist), skipping build output. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * True when web/dist/index.html is missing or older than anything in web/ (sources, config,
 * package.json), locales/ or schema/.
 */
export function webBuildIsStale(root) {
  const builtAt = newestMtime(join(root, 'web', 'dist', 'index.html'));
  const sourcesAt = Math.max(
    newestMtime(join(root, 'web')),
    newestMtime(join(root, 'locales')),
    newestMtime(join(root, 'schema')),
  );
  return builtAt < sourcesAt;
}
