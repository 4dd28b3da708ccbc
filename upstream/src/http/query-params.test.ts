import { describe, expect, it } from 'vitest';
import {
  readBoolean,
  readChoice,
  readInteger,
  readPage,
  type ValidationErrors,
} from './query-params';

function read<T>(search: string, reader: (query: URLSearchParams, errors: ValidationErrors) => T) {
  const errors: ValidationErrors = {};
  return { value: reader(new URLSearchParams(search), errors), errors };
}

describe('the single-value readers of a query string', () => {
  it('read a choice, and name the allowed ones when it is not one of them', () => {
    const outcomes = ['up', 'down', 'unchanged'] as const;
    const choose = (query: URLSearchParams, errors: ValidationErrors) =>
      readChoice(query, 'outcome', outcomes, errors);
    expect(read('outcome=down', choose)).toEqual({ value: 'down', errors: {} });
    expect(read('outcome=', choose)).toEqual({ value: null, errors: {} });
    expect(read('outcome=sideways', choose)).toEqual({
      value: null,
      errors: { outcome: ['The selected outcome is invalid: use up, down or unchanged.'] },
    });
  });

  it('read a whole number within its bounds, refusing fractions, signs and numbers out of range', () => {
    const limit = (query: URLSearchParams, errors: ValidationErrors) =>
      readInteger(query, 'limit', 0, 100, errors);
    expect(read('limit=100', limit)).toEqual({ value: 100, errors: {} });
    expect(read('', limit)).toEqual({ value: null, errors: {} });
    for (const bad of ['101', '-1', '2.5', '1e2', 'ten'])
      expect(read(`limit=${bad}`, limit)).toEqual({
        value: null,
        errors: { limit: ['The limit field must be an integer between 0 and 100.'] },
      });
  });

  it('read the page as 1 when it is missing or wrong, naming the error', () => {
    expect(read('page=7', readPage)).toEqual({ value: 7, errors: {} });
    expect(read('', readPage)).toEqual({ value: 1, errors: {} });
    expect(read('page=0', readPage)).toEqual({
      value: 1,
      errors: { page: ['The page field must be an integer between 1 and 1000000.'] },
    });
  });

  it('read a boolean as 1/true or 0/false', () => {
    const flag = (query: URLSearchParams, errors: ValidationErrors) =>
      readBoolean(query, 'flag', errors);
    expect(read('flag=true', flag).value).toBe(true);
    expect(read('flag=0', flag).value).toBe(false);
    expect(read('flag=yes', flag)).toEqual({
      value: null,
      errors: { flag: ['The flag field must be true or false (1 or 0).'] },
    });
  });
});
