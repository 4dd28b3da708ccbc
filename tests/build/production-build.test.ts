// Production runs the built JavaScript (`npm run build`, then `node bff/dist/main.js`): the build
// must run and the built BFF, with the built upstream embedded, must start and answer. Built into
// folders of their own (bff/.tmp-*, upstream/.tmp-*) so the workspace's dist/ is left alone.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, buildUpstream } from '../../scripts/build-server.mjs';
import { repoRoot } from '../e2e/testing/repo-root';

const suffix = `.tmp-build-test-${process.pid}`;
const bffOut = join(repoRoot, 'bff', suffix);
const upstreamOut = join(repoRoot, 'upstream', suffix);
let child: ChildProcess | undefined;
let url = '';
let output = '';

const csrf = { 'content-type': 'application/json', 'x-graphql-csrf': '1' };

async function gql(query: string, cookie = '') {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...csrf, cookie },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  return { response, body };
}

beforeAll(async () => {
  await buildUpstream({ outdir: upstreamOut });
  await buildBff({ outdir: bffOut, upstreamOutdir: upstreamOut, graphiql: false });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    COOKIE_SECURE: 'false',
    // Production with INTROSPECTION on, to compare the built schema's types with the sources'.
    INTROSPECTION: 'true',
    // The checks send texts of their own by cookie; no web build is made here (trusted
    // documents are checked by bff/src/reliability/every-path.test.ts and an e2e journey).
    TRUSTED_DOCUMENTS: 'off',
    // The embedded demo store: production runs it only as a public demo.
    DEMO: '1',
    UPSTREAM_ITEMS: '200',
    REPRICE_INTERVAL_MS: '0',
  };
  delete env.UPSTREAM_URL;
  delete env.UPSTREAM_ORIGIN;
  delete env.NODE_OPTIONS;
  // Plain `node`, no TypeScript loader: what the Dockerfile runs.
  const started = spawn(process.execPath, [join(bffOut, 'main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the built BFF did not start:\n${output}`)),
      30_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BFF listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    started.stdout.on('data', read);
    started.stderr.on('data', read);
    started.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the built BFF exited (${code}) at start:\n${output}`));
    });
  });
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(bffOut, { recursive: true, force: true });
  rmSync(upstreamOut, { recursive: true, force: true });
});

describe('the production build', () => {
  it('writes the BFF and the upstream as JavaScript, the BFF pointing at the built upstream', () => {
    expect(existsSync(join(bffOut, 'main.js'))).toBe(true);
    expect(existsSync(join(upstreamOut, 'main.js'))).toBe(true);
    const link = readFileSync(
      join(bffOut, 'node_modules', '@refurb', 'upstream', 'index.js'),
      'utf8',
    );
    expect(link).toContain(`upstream/${suffix}/index.js`);
    // The upstream's message catalogs (locales/upstream/*.json) are inside the bundle.
    const upstreamCode = readFileSync(join(upstreamOut, 'main.js'), 'utf8');
    expect(upstreamCode).not.toMatch(/locales\/upstream\/[\w.-]+\.json/);
  });

  it('starts with plain node and answers /readyz through the embedded, built upstream', async () => {
    expect(output).toMatch(/upstream: the embedded reference upstream at http:\/\//);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
  });

  it('signs in and answers { me { id } }', async () => {
    const login = await gql(
      'mutation { login(email: "demo@example.com", password: "demo1234") { displayName } }',
    );
    expect(login.body.errors).toBeUndefined();
    const cookie = login.response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0]!)
      .find((pair) => pair.startsWith('refurb_session='));
    expect(cookie).toBeDefined();
    const me = await gql('{ me { id } }', cookie);
    expect(me.body).toMatchObject({ data: { me: { id: '1' } } });
  });

  it('keeps the GraphQL type names of the sources (classes are not renamed by bundling)', async () => {
    const { body } = await gql('{ __schema { types { name } } }');
    const built = (body.data as { __schema: { types: { name: string }[] } }).__schema.types
      .map((type) => type.name)
      .filter((name) => !name.startsWith('__'))
      .sort();
    const committed = Object.keys(
      buildSchema(readFileSync(join(repoRoot, 'schema', 'schema.graphql'), 'utf8')).getTypeMap(),
    )
      .filter((name) => !name.startsWith('__'))
      .sort();
    expect(built).toEqual(committed);
  });
});
