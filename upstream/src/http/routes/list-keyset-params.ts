// `after` and `snapshot` of the market lists' keyset paging (data/list-keyset.ts).
import type { ListAfter } from '../../data/list-keyset';
import { addError, type ValidationErrors } from '../query-params';

const MAX_KEY_LENGTH = 300;

/** `after`: an `after_keys` entry of an earlier answer; `snapshot`: its `snapshot`. */
export function readListAfter(query: URLSearchParams, errors: ValidationErrors): ListAfter | null {
  const key = query.get('after');
  const snapshot = query.get('snapshot');
  if (key === null || key === '') return null;
  if (key.length > MAX_KEY_LENGTH) {
    addError(errors, 'after', afterMessage);
    return null;
  }
  if (snapshot !== null && snapshot !== '' && !/^\d{1,15}$/.test(snapshot)) {
    addError(errors, 'snapshot', 'The snapshot field must be the snapshot of an earlier answer.');
    return null;
  }
  return { key, snapshot: snapshot === null || snapshot === '' ? null : Number(snapshot) };
}

export const afterMessage = 'The after field must be an after_keys value of an earlier answer.';
