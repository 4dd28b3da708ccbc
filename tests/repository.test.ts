import { execFileSync, spawnSync } from 'node:child_process';
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

/**
 * Each line of `text` (a file at `path`, from the repository root) that cites an outside document;
 * `exists` tells whether a path from the repository root is in the working tree.
 */
function outsideCitations(
  path: string,
  text: string,
  exists: (fromRoot: string) => boolean = (fromRoot) => existsSync(join(repoRoot, fromRoot)),
): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    const where = `${path}:${index + 1}`;
    for (const { what, pattern } of citations) {
      if (pattern.test(line)) found.push(`${where} cites ${what}: ${line.trim()}`);
    }
    for (const match of line.matchAll(sharedPath)) {
      const target = relative(repoRoot, resolve(repoRoot, dirname(path), match[0]));
      if (target.startsWith('..') || !exists(target)) {
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

/** The Markdown a reader follows to files: the docs, the root README and each package's README. */
const documents = /^(?:docs\/.+|(?:[^/]+\/)?README)\.md$/;
/** A token that can only be a path: words joined by slashes (no spaces, globs, `{id}`, `<x>`). */
const pathToken = /^(?:\.{1,2}\/)*[\w.-]+(?:\/[\w.-]+)*\/?$/;
/** A source file named on its own: it must be a file of the package the README describes. */
const sourceFileName = /^[\w-][\w.-]*\.(?:ts|tsx|mts|mjs|js|graphql)$/;
const fileExtension = /\.[A-Za-z0-9]+$/;

/** What a path check asks of the repository. */
interface RepositoryView {
  /** True when the path, from the repository root, is a file or folder of the working tree. */
  exists(path: string): boolean;
  /** True when git ignores the path (a build output, a log): named, never committed. */
  ignored(path: string): boolean;
  tracked: readonly string[];
}

/**
 * Each backticked path of the document at `path` that is not in the repository. A token is a
 * path when it has a slash and either starts with a folder of the repository or ends in a file
 * name with an extension (so `multipart/form-data` or a route is not one); it may be written from
 * the root, from the document's folder or from that folder's `src/`. A lone source file name
 * must be a file of the document's package.
 */
function missingPaths(path: string, text: string, repository: RepositoryView): string[] {
  const folder = dirname(path) === '.' || dirname(path) === 'docs' ? '' : dirname(path);
  const bases = [...new Set(['', dirname(path) === '.' ? '' : dirname(path), join(folder, 'src')])];
  const missing: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [, token = ''] of line.matchAll(/`([^`]+)`/g)) {
      if (!pathToken.test(token)) continue;
      const where = `${path}:${index + 1} names \`${token}\``;
      if (!token.includes('/')) {
        // In the package's folder; from the root README or docs/, also a file at the root.
        const own = (file: string) =>
          file.startsWith(folder) && (file.endsWith(`/${token}`) || file === join(folder, token));
        if (sourceFileName.test(token) && !repository.tracked.some(own)) missing.push(where);
        continue;
      }
      const candidates = bases.map((base) => join(base, token));
      const [first = ''] = token.replace(/^(?:\.{1,2}\/)+/, '').split('/');
      const isPath =
        fileExtension.test(token.replace(/\/$/, '').split('/').pop() ?? '') ||
        bases.some((base) =>
          repository.exists(join(base, token.slice(0, token.indexOf(first)), first)),
        );
      if (!isPath) continue;
      if (
        candidates.some(
          (candidate) => repository.exists(candidate) || repository.ignored(candidate),
        )
      )
        continue;
      missing.push(where);
    }
  });
  return missing;
}

/** Which of `paths` git ignores (as a build output or a log is), asked in one `git` call. */
function gitIgnored(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
    cwd: repoRoot,
    input: `${paths.join('\0')}\0`,
    encoding: 'utf8',
  });
  // 0: some are ignored, 1: none is; anything else is git failing.
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  return new Set(result.stdout.split('\0').filter((path) => path !== ''));
}

/** Both ways git may match a path: as a file and as a folder (`dist/` ignores folders only). */
const asFileAndFolder = (path: string) => [path, `${path.replace(/\/$/, '')}/`];

/**
 * The working tree. `ignored` answers from what `learnIgnored` asked git in one call, and asks
 * git itself for a path it was not told about (nothing outside the repository is ignored).
 */
function workingTree(): RepositoryView & { learnIgnored(paths: readonly string[]): void } {
  const ignored = new Map<string, boolean>();
  const learnIgnored = (paths: readonly string[]) => {
    const asked = [...new Set(paths.flatMap(asFileAndFolder))].filter((path) => !ignored.has(path));
    const found = gitIgnored(asked);
    for (const path of asked) ignored.set(path, found.has(path));
  };
  return {
    exists: (path) => existsSync(join(repoRoot, path)),
    ignored: (path) => {
      if (path.startsWith('..')) return false;
      learnIgnored([path]);
      return asFileAndFolder(path).some((variant) => ignored.get(variant) === true);
    },
    tracked: trackedTextFiles(),
    learnIgnored,
  };
}

describe('the paths the docs and READMEs name', () => {
  const repository: RepositoryView = {
    exists: (path) =>
      ['bff', 'bff/src', 'bff/src/server.ts', 'docs', 'docs/uploads.md', 'web', 'web/src'].includes(
        path,
      ),
    ignored: (path) => path.startsWith('bff/dist'),
    tracked: ['bff/src/server.ts', 'docs/uploads.md', 'eslint.config.js'],
  };
  const check = (path: string, line: string) => missingPaths(path, line, repository);

  it('finds a path from the root, the document or its src/ folder, and a build output', () => {
    expect(check('README.md', 'see `bff/src/server.ts` and `docs/uploads.md`')).toEqual([]);
    expect(check('bff/README.md', '`src/server.ts`, `server.ts`, `dist/main.js`')).toEqual([]);
    expect(check('docs/a.md', 'the rules in `uploads.md`, `../bff/src/server.ts`')).toEqual([]);
    expect(check('docs/a.md', 'the lint rules, `eslint.config.js`')).toEqual([]);
  });

  it('names each path that is not there, and leaves what is not a path alone', () => {
    expect(check('README.md', 'in `bff/src/gone.ts`')).toEqual([
      'README.md:1 names `bff/src/gone.ts`',
    ]);
    expect(check('bff/README.md', '`shell/Frame.tsx`, `gone.ts`')).toHaveLength(2);
    expect(check('bff/README.md', '`eslint.config.js`')).toHaveLength(1);
    expect(check('docs/a.md', '`web/src/nope/`')).toHaveLength(1);
    const notPaths =
      '`multipart/form-data`, `@refurb/pricing`, `/api/catalog`, `strategies/resell`, `DD/MM`, ' +
      '`catalog-errors.csv`, `bff/src/**/*.ts`, `/api/catalog/{id}`, `npm run build -w web`';
    expect(check('web/README.md', notPaths)).toEqual([]);
  });

  it('are all in the repository', () => {
    const view = workingTree();
    const texts = view.tracked
      .filter((path) => documents.test(path))
      .map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }));
    // A first pass learns which paths the check asks about, so git is asked once for all of them.
    const asked: string[] = [];
    const recording = { ...view, ignored: (path: string) => (asked.push(path), false) };
    for (const { path, text } of texts) missingPaths(path, text, recording);
    view.learnIgnored(asked.filter((path) => !path.startsWith('..')));
    const found = texts.flatMap(({ path, text }) => missingPaths(path, text, view));
    expect(found).toEqual([]);
  });
});

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
    const sharedFolderInside = (fromRoot: string) => fromRoot === 'bff/src/graphql/shared';
    const importFromInside = `import { a } from '${upToShared}/a.js';`;
    expect(
      outsideCitations('bff/src/graphql/catalog/x.ts', importFromInside, sharedFolderInside),
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
