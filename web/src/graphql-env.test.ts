import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('typed operations', () => {
  it('src/gql/graphql-env.d.ts matches schema/schema.graphql (run `npm run codegen -w web`)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gql-tada-'));
    try {
      const fresh = join(folder, 'graphql-env.d.ts');
      execFileSync(
        process.execPath,
        [
          join(webRoot, '..', 'node_modules', 'gql.tada', 'bin', 'cli.js'),
          'generate',
          'output',
          '--output',
          fresh,
        ],
        { cwd: webRoot, stdio: 'pipe' },
      );
      const committed = readFileSync(join(webRoot, 'src', 'gql', 'graphql-env.d.ts'), 'utf8');
      expect(committed === readFileSync(fresh, 'utf8'), 'graphql-env.d.ts is stale').toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
