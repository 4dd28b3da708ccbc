import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeResources } from './create-i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const english = flatten(localeResources['en-GB'] as Tree);
const italian = flatten(localeResources['it-IT'] as Tree);

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Literal keys passed to t('…') anywhere in the app (template keys are built at run time). */
function keysUsedInSources(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(sourceRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) {
      if (match[1]) used.add(match[1]);
    }
  }
  return used;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

// Words that are the same in both languages (names, acronyms, loanwords used in Italian retail).
const SAME_IN_BOTH = new Set([
  // A field's label before its message: no words of its own.
  '{{field}}: {{message}}',
  'Refurb Pricing',
  'Smartphone',
  'PC',
  'Smartwatch',
  'Tablet',
  'Standard',
  'E-mail',
  'Password',
  'EAN',
  'ID',
  'RAM',
  '#',
  'Log',
  'Buybox',
  'Marketplace',
  'Min',
  'Max',
  'English',
  'Italiano',
  'Log #{{batch}}',
  'Revendo',
  'EAN {{ean}} · ID {{id}}',
  '{{shown}} of {{total}}',
]);

describe('locales', () => {
  it('en-GB and it-IT have the same keys', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(italian.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('is really translated: Italian equals English only for shared words', () => {
    const copies = [...english].filter(
      ([key, text]) => italian.get(key) === text && !SAME_IN_BOTH.has(text),
    );
    expect(copies).toEqual([]);
  });

  it('has every key the app asks for', () => {
    const missing = [...keysUsedInSources()].filter(
      (key) => !english.has(key) && !(english.has(`${key}_one`) && english.has(`${key}_other`)),
    );
    expect(keysUsedInSources().size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('keeps the sidebar and error keys other code names', () => {
    for (const key of [
      'sidebar.catalog',
      'sidebar.log',
      'sidebar.prices.title',
      'sidebar.strategies.title',
      'sidebar.competitors',
      'sidebar.support',
      'common.errors.somethingWrong',
      'prices.title',
    ]) {
      expect(english.has(key), key).toBe(true);
    }
    expect(italian.get('signIn.invalidCredentials')).toBe('Username e password non validi');
  });
});
