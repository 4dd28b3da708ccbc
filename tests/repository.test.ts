import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './e2e/testing/repo-root';

// The repository stands alone: a comment, README or doc states a rule or points to a file of this
// repository (docs/ for product rules), never to a document a clone does not have. The words are
// assembled from parts so that this file does not cite what it looks for.
const specWord = ['SP', 'EC'].join('');
const decisionsWord = ['DECI', 'SIONS'].join('');
const upToShared = ['..', 'shared'].join('/');
const citations: readonly { what: string; pattern: RegExp }[] = [
  { what: 'the outside specification', pattern: new RegExp(`\\b${specWord}\\b`) },
  { what: 'the outside decisions list', pattern: new RegExp(`\\b${decisionsWord}\\b`) },
  { what: 'a tracker issue number', pattern: /\b[Ii]ssues?\s?#?\d+/ },
];
/** A relative path up to a `shared` folder: fine when it names a folder of this repository. */
const sharedPath = /(?:\.\.\/)+shared\b/g;

/** Not text a reader follows: the lock file, other projects' copies kept for a benchmark. */
const skipped = [/^package-lock\.json$/, /^tests\/perf\/\.peers\//, /(^|\/)node_modules\//];
const binary = /\.(png|jpe?g|gif|ico|webp|woff2?|ttf|gz|br|zip|pdf)$/i;

/** Each line of `text` (a file at `path`, from the repository root) that cites an outside document. */
function outsideCitations(path: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const { what, pattern } of citations) {
      if (pattern.test(line)) found.push(`${where} cites ${what}: ${line.trim()}`);
    }
    for (const match of line.matchAll(sharedPath)) {
      const target = resolve(repoRoot, dirname(path), match[0]);
      if (relative(repoRoot, target).startsWith('..') || !existsSync(target)) {
        found.push(`${where} points outside the repository (${match[0]}): ${line.trim()}`);
      }
    }
  });
  return found;
}

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((path) => path !== '' && !binary.test(path))
    .filter((path) => !skipped.some((pattern) => pattern.test(path)))
    .filter((path) => existsSync(join(repoRoot, path)));
}

describe('the repository stands alone', () => {
  it('recognises citations of outside documents and leaves look-alikes alone', () => {
    expect(outsideCitations('web/src/a.ts', `// ${specWord} §2: the route map`)).toHaveLength(1);
    expect(outsideCitations('web/src/a.ts', `it("${specWord}'s example")`)).toHaveLength(1);
    expect(outsideCitations('docs/a.md', `see ${decisionsWord}.md, line 9`)).toHaveLength(1);
    expect(outsideCitations('bff/README.md', `the hot path (${'issue'} 9)`)).toHaveLength(1);
    expect(outsideCitations('README.md', `read ${upToShared}/notes.md first`)).toHaveLength(1);
    expect(outsideCitations('docs/a.md', `the rules in ${upToShared}/rules.md`)).toHaveLength(1);

    expect(outsideCitations('bff/src/config.ts', "boolean('INTRO' + 'SPECTION')")).toEqual([]);
    expect(outsideCitations('bff/src/config.ts', 'INTROSPECTION follows GRAPHIQL')).toEqual([]);
    expect(outsideCitations('docs/a.md', 'an HTTP issue with the store')).toEqual([]);
    expect(
      outsideCitations('bff/src/graphql/catalog/x.ts', `import { a } from '${upToShared}/a.js';`),
    ).toEqual([]);
  });

  it('has no tracked file citing an outside document', () => {
    const files = trackedTextFiles();
    expect(files).toContain('docs/README.md');
    const found = files.flatMap((path) =>
      outsideCitations(path, readFileSync(join(repoRoot, path), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
