// A store's list answer as the connection walk reads it (cursor-walk.ts): its nodes, and either
// its keyset fields (a store with keyset paging) or its page number fields.
import { type KeysetPaging, type ListPaging } from '@refurb/contract';
import { hasMorePages, pageSizeOf } from '../../upstream/paging.js';
import { integer } from '../../upstream/raw-values.js';
import { type StoreAnswer } from './cursor-walk.js';

/**
 * `nodes` are the answer's items, mapped; `page` the page asked for. The keyset fields count only
 * when there is one key per item (anything else is read as a store paging by number).
 */
export function storeAnswerOf<Node>(
  answer: Partial<ListPaging> & KeysetPaging,
  nodes: Node[],
  page: number,
  total: unknown = answer.items_count ?? answer.count,
): StoreAnswer<Node> {
  const totalCount = integer(total) ?? nodes.length;
  const pageSize = pageSizeOf(answer);
  const keys: unknown = answer.after_keys;
  const afterKeys =
    Array.isArray(keys) &&
    keys.length === nodes.length &&
    keys.every((key) => typeof key === 'string' && key !== '')
      ? (keys as string[])
      : null;
  return {
    nodes,
    afterKeys,
    snapshot: afterKeys !== null && typeof answer.snapshot === 'string' ? answer.snapshot : null,
    hasMore:
      afterKeys !== null && typeof answer.has_more === 'boolean'
        ? answer.has_more
        : hasMorePages(page, nodes.length, totalCount, pageSize),
    totalCount,
    pageSize,
  };
}
