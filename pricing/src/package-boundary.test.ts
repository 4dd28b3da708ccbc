import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The rules run in the upstream (Node) and in the dashboard's bundle (the browser): a rule module
// may import only its sibling rule modules, never node:*, a package or another workspace's code.
const ruleFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);

function importedSpecifiers(source: string): string[] {
  const fromClauses = source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm);
  const sideEffects = source.matchAll(/^\s*import\s+'([^']+)'/gm);
  return [...fromClauses, ...sideEffects].map((match) => match[1] ?? '');
}

describe('the pricing package boundary', () => {
  it('finds the rule modules', () => {
    expect(ruleFiles).toEqual(expect.arrayContaining(['index.ts', 'money.ts', 'rounding.ts']));
  });

  it.each(ruleFiles)('%s imports only sibling rule modules', (name) => {
    const source = readFileSync(new URL(name, import.meta.url), 'utf8');
    for (const specifier of importedSpecifiers(source)) {
      expect(specifier, `${name} imports ${specifier}`).toMatch(/^\.\/[a-z-]+$/);
    }
  });

  it('reads import and export specifiers the way the check expects', () => {
    const sample =
      "import { a } from './money';\nexport { b } from 'node:fs';\nimport type { C } from '../data/types';\nimport 'node:path';";
    expect(importedSpecifiers(sample)).toEqual([
      './money',
      'node:fs',
      '../data/types',
      'node:path',
    ]);
  });
});
