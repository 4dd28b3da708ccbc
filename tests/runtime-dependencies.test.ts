import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './e2e/testing/repo-root';

// Every package the servers load in production says it runs on the oldest Node the project
// supports (the root package.json's engines). The lock file records each package's engines, so a
// dependency update that moves a runtime package to a newer Node fails here, not in production.

interface LockedPackage {
  version?: string;
  dev?: boolean;
  link?: boolean;
  engines?: { node?: string } | string[];
}

function readJson<T>(fromRoot: string): T {
  return JSON.parse(readFileSync(join(repoRoot, fromRoot), 'utf8')) as T;
}

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
function packageName(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The runtime packages of the lock file whose engines leave out `nodeVersion`. */
function runtimePackagesBeyond(
  packages: Record<string, LockedPackage>,
  nodeVersion: string,
): string[] {
  const beyond: string[] = [];
  for (const [lockPath, locked] of Object.entries(packages)) {
    if (lockPath === '' || locked.dev === true || locked.link === true) continue;
    // Old packages wrote engines as a list of strings: npm ignores those, and so does this check.
    const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
    if (range === undefined) continue;
    if (!semver.satisfies(nodeVersion, range, { includePrerelease: true })) {
      beyond.push(`${packageName(lockPath)}@${locked.version ?? '?'} needs Node ${range}`);
    }
  }
  return beyond;
}

describe('runtime dependencies', () => {
  const root = readJson<{ engines: { node: string } }>('package.json');
  const oldestNode = semver.minVersion(root.engines.node)?.version;

  it('all run on the oldest Node the project supports', () => {
    expect(oldestNode).toBeDefined();
    const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
    expect(runtimePackagesBeyond(lock.packages, oldestNode ?? '')).toEqual([]);
  });

  it('names a runtime package that needs a newer Node, and passes over development tools', () => {
    const packages: Record<string, LockedPackage> = {
      '': {},
      'node_modules/a/node_modules/@scope/helpers': {
        version: '2.0.0',
        engines: { node: '>=22.15.0' },
      },
      'node_modules/old-style': { version: '1.0.0', engines: ['node >= 0.8'] },
      'node_modules/linter-only': { version: '3.0.0', dev: true, engines: { node: '>=22' } },
      'node_modules/fine': { version: '1.0.0', engines: { node: '^18 || >=20' } },
    };
    expect(runtimePackagesBeyond(packages, '20.19.0')).toEqual([
      '@scope/helpers@2.0.0 needs Node >=22.15.0',
    ]);
  });
});
