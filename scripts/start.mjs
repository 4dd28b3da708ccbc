// `npm start`: from a fresh clone to a running dashboard in one command.
// Installs dependencies when they are missing, builds the web app when its sources are newer
// than the last build, then starts the BFF, which embeds the reference upstream unless
// UPSTREAM_URL points at a real one (in production only with DEMO=1, a public demo). With NODE_ENV=production it runs the built JavaScript
// (bff/dist, upstream/dist; built first when missing or older than the sources), otherwise the
// TypeScript sources through tsx.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build-freshness.mjs';
import { serverBuildIsStale } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)…');
  run(npm, ['ci', '--no-audit', '--no-fund']);
}

if (webBuildIsStale(root)) {
  console.log('Building the web app…');
  run(npm, ['run', 'build', '-w', 'web']);
}

const production = process.env.NODE_ENV === 'production';
if (production && serverBuildIsStale(root)) {
  console.log('Building the BFF and the upstream…');
  run(process.execPath, ['scripts/build-server.mjs']);
}

const [command, args] = production
  ? [process.execPath, ['bff/dist/main.js']]
  : [join(root, 'node_modules', '.bin', 'tsx'), ['bff/src/main.ts']];
// Production without UPSTREAM_URL is refused unless DEMO=1 (a public demo): see the README.
const bff = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: production ? process.env : { UPSTREAM_DEV_ROUTES: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => bff.kill(signal));
bff.on('exit', (code) => process.exit(code ?? 0));
