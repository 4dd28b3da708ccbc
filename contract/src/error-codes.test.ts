import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorCodes, isErrorCode } from './error-codes.js';

const docs = readFileSync(new URL('../../docs/error-codes.md', import.meta.url), 'utf8');

/** The codes in the first column of docs/error-codes.md's "The codes" table. */
function documentedCodes(): string[] {
  const section = docs.split('## The codes')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1] ?? '');
}

describe('error codes', () => {
  it('docs/error-codes.md describes every code the BFF sends, and no other', () => {
    expect(documentedCodes().sort()).toEqual([...errorCodes].sort());
  });

  it('reads a code from an error and refuses what is not one of ours', () => {
    expect(errorCodeOf({ extensions: { code: 'RATE_LIMITED' } })).toBe('RATE_LIMITED');
    expect(errorCodeOf({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } })).toBeNull();
    expect(errorCodeOf({ extensions: {} })).toBeNull();
    expect(errorCodeOf(null)).toBeNull();
    expect(errorCodeOf(new Error('plain'))).toBeNull();
    expect(isErrorCode('FORBIDDEN')).toBe(true);
    expect(isErrorCode('forbidden')).toBe(false);
  });
});
