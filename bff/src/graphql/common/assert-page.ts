import { codedError } from '../../errors.js';

/** Pages count from 1 (an explicit null means the first); anything below is the caller's mistake. */
export function assertPage(page: number | null | undefined): number {
  const value = page ?? 1;
  if (value < 1) throw codedError('BAD_USER_INPUT', 'page must be 1 or more.');
  return value;
}
