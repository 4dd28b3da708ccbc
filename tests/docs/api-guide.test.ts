// docs/api.md runs as written: every code block of the guide is marked `<!-- guide-test: name -->`
// and run here, in the guide's order, against a BFF with its embedded reference store (the demo
// seller's 2,000 items): sh blocks with bash, js blocks with node, python blocks with python3,
// each in a scratch folder with only BFF_URL and TOKEN (and what the guide says to set). The first
// block signs in with a password and makes the token; every other block uses only that token.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../e2e/testing/repo-root';
import { demoPassword } from '../e2e/testing/sign-in';
import { startBff, type RunningBff } from '../e2e/testing/start-bff';

const guidePath = join(repoRoot, 'docs', 'api.md');
const catalogSize = 2000;
// A safety net for a hung script, not a speed claim: each block's end is awaited.
const blockTimeoutMs = 240_000;

interface GuideBlock {
  name: string;
  language: string;
  code: string;
}

/** The guide's fenced blocks; a block without its marker line fails the file. */
export function guideBlocks(markdown: string): GuideBlock[] {
  const blocks: GuideBlock[] = [];
  const fence = /^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm;
  for (let match = fence.exec(markdown); match; match = fence.exec(markdown)) {
    const before = markdown.slice(0, match.index).trimEnd();
    const marker = /<!-- guide-test: ([\w-]+) -->$/.exec(before);
    if (!marker?.[1]) {
      throw new Error(`docs/api.md: a code block without its guide-test marker: ${match[0]}`);
    }
    blocks.push({ name: marker[1], language: match[1] ?? '', code: match[2] ?? '' });
  }
  return blocks;
}

const blocks = guideBlocks(readFileSync(guidePath, 'utf8'));
const block = (name: string): GuideBlock => {
  const found = blocks.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`docs/api.md has no block named ${name}`);
  return found;
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const interpreters: Record<string, { file: string; command: string; args: string[] }> = {
  sh: { file: 'script.sh', command: 'bash', args: ['-euo', 'pipefail'] },
  js: { file: 'script.mjs', command: process.execPath, args: [] },
  python: { file: 'script.py', command: 'python3', args: [] },
};

let bff: RunningBff;
let workDir: string;
let token = '';
let downloadUrl = '';
let uploadJobId = '';

/** Runs a block as a reader would: its file in the scratch folder, only the guide's variables. */
function run(name: string, extraEnv: Record<string, string> = {}): Promise<Run> {
  const { language, code } = block(name);
  const interpreter = interpreters[language];
  if (!interpreter) throw new Error(`docs/api.md block ${name}: no way to run ${language}`);
  const file = join(workDir, interpreter.file);
  writeFileSync(file, code);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    BFF_URL: bff.url,
    TOKEN: token,
    ...extraEnv,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(interpreter.command, [...interpreter.args, file], {
      cwd: workDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: blockTimeoutMs,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (exitCode) => resolve({ code: exitCode, stdout, stderr }));
  });
}

/** Exit code 0, or the script's own words on why not. */
function expectSuccess(result: Run): void {
  expect(result.code, `exit ${result.code}\n${result.stderr}\n${result.stdout}`).toBe(0);
}

async function graphqlWithToken<T>(query: string): Promise<T> {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

beforeAll(async () => {
  bff = await startBff(join(repoRoot, 'tests', 'e2e', 'screenshots', 'api-guide-bff.log'), {
    items: catalogSize,
  });
  workDir = mkdtempSync(join(tmpdir(), 'api-guide-'));
  // The subscription's `graphql-ws` and `ws`, as a reader's `npm install` would give them.
  symlinkSync(join(repoRoot, 'node_modules'), join(workDir, 'node_modules'), 'dir');
});

afterAll(async () => {
  await bff?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('docs/api.md', () => {
  it('marks every code block, each in a language this test runs', () => {
    expect(blocks.map((each) => each.name)).toEqual([
      'create-token',
      'first-query',
      'schema',
      'page-node',
      'page-python',
      'cost-retry',
      'subscription',
      'download',
      'upload',
      'upload-report',
      'errors',
    ]);
    for (const each of blocks) expect(Object.keys(interpreters)).toContain(each.language);
  });

  it('1. creates a token through GraphQL with a signed-in session', async () => {
    const result = await run('create-token', {
      EMAIL: 'demo@example.com',
      PASSWORD: demoPassword,
    });
    expectSuccess(result);
    token = result.stdout.trim().split('\n').at(-1) ?? '';
    expect(token).toMatch(/^[\w-]+\|\S{40,}$/);
  });

  it('2. the first query with curl answers the catalog with the token alone', async () => {
    const result = await run('first-query');
    expectSuccess(result);
    const body = JSON.parse(result.stdout) as {
      data: { me: { email: string }; catalogItems: { totalCount: number; edges: unknown[] } };
    };
    expect(body.data.me.email).toBe('demo@example.com');
    expect(body.data.catalogItems.totalCount).toBe(catalogSize);
    expect(body.data.catalogItems.edges).toHaveLength(50);
  });

  it('2. downloads the schema, the committed schema/schema.graphql', async () => {
    const result = await run('schema');
    expectSuccess(result);
    const downloaded = readFileSync(join(workDir, 'schema.graphql'), 'utf8');
    const committed = readFileSync(join(repoRoot, 'schema', 'schema.graphql'), 'utf8');
    expect(committed.endsWith(downloaded)).toBe(true);
    expect(Number(result.stdout.trim())).toBeGreaterThan(50);
  });

  it('3. walks the whole catalog in Node', async () => {
    const result = await run('page-node');
    expectSuccess(result);
    expect(result.stderr.trim()).toBe(`${catalogSize} items`);
    const ids = result.stdout
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { id: string }).id);
    expect(new Set(ids).size).toBe(catalogSize);
  });

  it('4. walks the whole catalog in Python, as CSV', async () => {
    const result = await run('page-python');
    expectSuccess(result);
    expect(result.stderr.trim()).toBe(`${catalogSize} items`);
    const lines = result.stdout.trim().split(/\r?\n/);
    expect(lines[0]).toBe('id,externalId,name,grade,price,stock');
    expect(lines).toHaveLength(catalogSize + 1);
  });

  it('5. reads the cost of a request, retrying when rate limited', async () => {
    const result = await run('cost-retry');
    expectSuccess(result);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toBe(`catalog: ${catalogSize} items`);
    const cost = JSON.parse(lines[1]?.replace(/^cost: /, '') ?? 'null') as {
      estimatedUpstreamCalls: number;
      actualUpstreamCalls: number;
      budget: { remaining: number; max: number; restorePerSecond: number };
    };
    expect(cost.estimatedUpstreamCalls).toBeGreaterThan(0);
    expect(cost.actualUpstreamCalls).toBeGreaterThan(0);
    // The token's own budget (UPSTREAM_TOKEN_CALLS_PER_SECOND and _BURST at their defaults).
    expect(cost.budget).toMatchObject({ max: 200, restorePerSecond: 100 });
    expect(cost.budget.remaining).toBeLessThan(200);
    expect(lines[2]).toMatch(/^rate limit: .*;r=\d+;t=\d+/);
  });

  it('6. a subscription with the token tells when the prices export is ready', async () => {
    const result = await run('subscription');
    expectSuccess(result);
    downloadUrl = result.stdout.trim();
    expect(downloadUrl).toMatch(/^\/download\/[\w.-]+$/);
  });

  it('7. downloads the export and the catalog with the token', async () => {
    const result = await run('download', { DOWNLOAD_URL: downloadUrl });
    expectSuccess(result);
    const [header, count] = result.stdout.trim().split('\n');
    expect(header).toContain('external_id');
    expect(Number(count)).toBeGreaterThan(catalogSize);
    expect(readFileSync(join(workDir, 'prices.csv'), 'utf8').length).toBeGreaterThan(0);
  });

  it('7. uploads a CSV with curl, and the item is in the catalog', async () => {
    const result = await run('upload');
    expectSuccess(result);
    const answer = JSON.parse(result.stdout) as {
      data: { uploadCatalogFile: { jobId: string | null } };
    };
    expect(answer.data).toEqual({
      uploadCatalogFile: { accepted: true, jobId: expect.any(String), userErrors: [] },
    });
    uploadJobId = answer.data.uploadCatalogFile.jobId ?? '';
    await expect
      .poll(
        async () =>
          (
            await graphqlWithToken<{
              catalog: { items: Array<{ externalId: string; price: number; stock: number }> };
            }>(
              '{ catalog(filter: { search: "API-GUIDE-1" }) { items { externalId price stock } } }',
            )
          ).catalog.items,
        { timeout: 60_000 },
      )
      .toEqual([{ externalId: 'API-GUIDE-1', price: 299, stock: 3 }]);
  });

  it("7. reads the store's report on the uploaded file from its job", async () => {
    const result = await run('upload-report', { JOB_ID: uploadJobId });
    expectSuccess(result);
    expect((JSON.parse(result.stdout) as { data: unknown }).data).toEqual({
      job: {
        status: 'SUCCEEDED',
        uploadedFilename: 'items.csv',
        uploadReport: { created: 1, updated: 0, unchanged: 0, failed: 0, rowErrors: [] },
      },
    });
  });

  it('8. reads extensions.code of refusals', async () => {
    const result = await run('errors');
    expectSuccess(result);
    expect(result.stdout).toMatch(/^a wrong token: \d+ \['UNAUTHENTICATED'\]$/m);
    expect(result.stdout).toMatch(/^an unknown item: 200 \[.*\]/m);
    expect(result.stdout).toMatch(/^more than 50 items a page: \d+ \['BAD_USER_INPUT'\]$/m);
  });
});
