import { codedError } from '../../errors.js';

/** Longer than any id a store gives; a longer one would only make the store's URL too long. */
export const maxUpstreamIdLength = 100;

/** Whitespace or a control character: no store id has one, and in a URL path it is a mistake. */
const spaceOrControl = /[\s\p{Cc}]/u;

/**
 * An id argument naming something of the store (an item, a batch, a vendor, a listing), checked
 * before it goes into a URL path: an empty id names nothing (NOT_FOUND, as the store would answer
 * had it been asked); `.` and `..`, whitespace, control characters and more than
 * `maxUpstreamIdLength` characters are no id at all and would make another URL or none
 * (BAD_USER_INPUT, naming the argument). Either way the store is not asked. Ids are otherwise
 * the store's business: their form is not checked.
 */
export function assertUpstreamId(id: string, argument: string): string {
  if (id === '') throw codedError('NOT_FOUND');
  if (id === '.' || id === '..' || id.length > maxUpstreamIdLength || spaceOrControl.test(id)) {
    throw codedError('BAD_USER_INPUT', `${argument} is not a valid id.`);
  }
  return id;
}
