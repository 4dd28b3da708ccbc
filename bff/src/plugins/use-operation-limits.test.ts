import { describe, expect, it } from 'vitest';
import { operationTextProblem, variablesProblem } from './use-operation-limits.js';

const limits = { maxQueryBytes: 20 * 1024, maxStringArgumentBytes: 2048 };
const codeOf = (error: ReturnType<typeof variablesProblem>) => error?.extensions.code;

describe('operation text limits', () => {
  it('refuses a text over MAX_QUERY_BYTES, counted in UTF-8 bytes', () => {
    expect(codeOf(operationTextProblem(`{ me { id } } # ${'x'.repeat(21_000)}`, limits))).toBe(
      'QUERY_TOO_LARGE',
    );
    // 7,000 three-byte characters: 7,000 UTF-16 units, 21,000 bytes.
    expect(codeOf(operationTextProblem(`{ me { id } } # ${'€'.repeat(7000)}`, limits))).toBe(
      'QUERY_TOO_LARGE',
    );
    expect(operationTextProblem(`{ me { id } } # ${'x'.repeat(19_000)}`, limits)).toBeNull();
  });

  it('refuses a string literal or block string over MAX_STRING_ARGUMENT_BYTES', () => {
    const search = (value: string) => `{ catalog(filter: {search: ${value}}) { totalCount } }`;
    const refused = operationTextProblem(search(`"${'x'.repeat(2049)}"`), limits);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused?.message).toBe('A string argument is longer than 2048 bytes.');
    expect(codeOf(operationTextProblem(search(`"""${'x'.repeat(3000)}"""`), limits))).toBe(
      'BAD_USER_INPUT',
    );
    expect(operationTextProblem(search(`"${'x'.repeat(2048)}"`), limits)).toBeNull();
    // A comment is not an argument.
    expect(operationTextProblem(`# "${'x'.repeat(5000)}"\n{ me { id } }`, limits)).toBeNull();
  });

  it('leaves syntax errors to the parser', () => {
    expect(operationTextProblem(`{ me { id "unterminated ${'x'.repeat(3000)}`, limits)).toBeNull();
  });
});

describe('variable limits', () => {
  it('refuses a long string anywhere in the variables', () => {
    const long = 'x'.repeat(2049);
    expect(codeOf(variablesProblem({ search: long }, limits))).toBe('BAD_USER_INPUT');
    expect(codeOf(variablesProblem({ filter: { brands: ['a', long] } }, limits))).toBe(
      'BAD_USER_INPUT',
    );
    expect(variablesProblem({ filter: { search: 'x'.repeat(2048) }, page: 2 }, limits)).toBeNull();
    expect(variablesProblem(undefined, limits)).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let nested: unknown = 'x'.repeat(3000);
    for (let depth = 0; depth < 200_000; depth += 1) nested = [nested];
    expect(codeOf(variablesProblem({ deep: nested }, limits))).toBe('BAD_USER_INPUT');
  });

  it('does not look into uploaded files', () => {
    const file = new Blob(['x'.repeat(5000)]);
    expect(variablesProblem({ file }, limits)).toBeNull();
  });
});
