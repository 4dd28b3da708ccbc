import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './e2e/testing/repo-root';

// docs/README.md is the index of the product rules: a newcomer finds every file of docs/ from it.

/** The targets of the index's Markdown links, from docs/ (`../x` leaves docs/ and is dropped). */
function linkedFromIndex(index: string): string[] {
  const targets: string[] = [];
  for (const [, target = ''] of index.matchAll(/\]\(([^)\s]+)\)/g)) {
    const path = normalize(target.split('#')[0] ?? '').replace(/\/$/, '');
    if (path !== '' && path !== '.' && !path.startsWith('..') && !/^[a-z]+:/.test(target)) {
      targets.push(path);
    }
  }
  return targets;
}

/** The files of `files` (paths from docs/) that no link of the index names, nor a folder of. */
function unindexed(index: string, files: readonly string[]): string[] {
  const linked = linkedFromIndex(index);
  return files
    .filter((file) => file !== 'README.md')
    .filter((file) => !linked.some((target) => file === target || file.startsWith(`${target}/`)));
}

describe('the index of docs/', () => {
  it('finds a file named by a link to it or to its folder, and names the others', () => {
    const index = '| [a.md](a.md) | … | see [examples/](examples/) and [b](b.md#part) |';
    expect(unindexed(index, ['README.md', 'a.md', 'b.md', 'examples/x.csv'])).toEqual([]);
    expect(unindexed(index, ['a.md', 'c.md', 'other/y.csv'])).toEqual(['c.md', 'other/y.csv']);
    expect(unindexed('[root](../README.md), [site](https://x.example/c.md)', ['c.md'])).toEqual([
      'c.md',
    ]);
  });

  it('links every file of docs/', () => {
    const listed = execFileSync('git', ['ls-files', '-z', 'docs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const files = listed
      .split('\0')
      .filter((path) => path !== '')
      .map((path) => path.slice('docs/'.length));
    expect(files).toContain('pricing-rules.md');
    const index = readFileSync(join(repoRoot, 'docs', 'README.md'), 'utf8');
    expect(unindexed(index, files)).toEqual([]);
  });
});
