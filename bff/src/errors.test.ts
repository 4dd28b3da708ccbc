import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codedError, errorCodeOf, errorCodes } from './errors.js';

const sourceRoot = new URL('.', import.meta.url).pathname;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every code the BFF's own source puts in an error: `codedError('X'…)` or `code: 'X'`. */
function codesSentBySource(): { code: string; file: string }[] {
  return sourceFiles(sourceRoot).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [
      ...text.matchAll(/codedError\(\s*'([A-Z_]+)'/g),
      ...text.matchAll(/\bcode: '([A-Z_]+)'/g),
    ];
    return found.map((match) => ({ code: match[1] ?? '', file: relative(sourceRoot, file) }));
  });
}

describe('error codes the BFF sends', () => {
  it('every code written in the source is in the contract list', () => {
    const sent = codesSentBySource();
    expect(sent.length).toBeGreaterThan(20);
    const unknown = sent.filter(({ code }) => !(errorCodes as readonly string[]).includes(code));
    expect(unknown).toEqual([]);
  });

  it('codedError puts the code in extensions, with a default message', () => {
    const error = codedError('QUERY_TOO_LARGE');
    expect(errorCodeOf(error)).toBe('QUERY_TOO_LARGE');
    expect(error.message).toBe('The operation text is too large.');
  });
});
