import { describe, expect, it } from 'vitest';
import { statusOutcome } from './exchange-results.js';
import { upstreamStatusToError } from './status-to-error.js';

describe('upstreamStatusToError', () => {
  it.each([
    [401, 'UNAUTHENTICATED'],
    [419, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [405, 'NOT_FOUND'],
    [400, 'BAD_USER_INPUT'],
    [413, 'BAD_USER_INPUT'],
    [414, 'BAD_USER_INPUT'],
    [431, 'BAD_USER_INPUT'],
    [429, 'UPSTREAM_UNAVAILABLE'],
    [408, 'UPSTREAM_UNAVAILABLE'],
    [524, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [409, 'INTERNAL_SERVER_ERROR'],
  ])('maps %i to %s', (status, code) => {
    expect(upstreamStatusToError(status, null).extensions.code).toBe(code);
  });

  it('maps the upload route\'s 409 "upload_in_progress" to UPLOAD_IN_PROGRESS, other 409s not', () => {
    const running = upstreamStatusToError(409, {
      message: 'An upload is running.',
      code: 'upload_in_progress',
    });
    expect(running.extensions.code).toBe('UPLOAD_IN_PROGRESS');
    expect(running.message).toMatch(/still being read/);
    expect(upstreamStatusToError(409, { code: 'other' }).extensions.code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });

  it("passes only a 422's own message", () => {
    const invalid = upstreamStatusToError(422, { message: 'Too low.', errors: { price: ['x'] } });
    expect(invalid.message).toBe('Too low.');
    expect(invalid.extensions.fieldErrors).toEqual({ price: ['x'] });
    expect(upstreamStatusToError(500, { message: 'SQLSTATE[HY000]' }).message).not.toMatch(/SQL/);
  });
});

describe('what an error status says about a write', () => {
  it.each([
    [408, 'in-flight'],
    [504, 'in-flight'],
    [524, 'in-flight'],
    [500, 'failed'],
    [503, 'failed'],
    [422, 'not-applied'],
    [429, 'not-applied'],
  ])('%i: %s', (status, outcome) => {
    expect(statusOutcome(status)).toBe(outcome);
  });
});
