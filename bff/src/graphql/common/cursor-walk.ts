// One page of a list connection read from the store (docs/paging.md). A store with keyset paging
// is asked for the items after the cursor's key; a store paging by number is asked for the page
// the cursor's item was on, and the items up to and including that item are skipped by their
// sort values and id, stepping a page back when items moved up and one on when they moved down.
import { comparePositions, type ListCursor, type SortPosition, type SortValue } from './cursor.js';
import { decodeSeen, encodeSeen, maxSeenItems } from './cursor-seen.js';

/** What the walk asks the store for: a page number, and the keyset values when it has them. */
export interface StoreRequest {
  page: number;
  after?: string;
  snapshot?: string;
}

/** One store answer, mapped. */
export interface StoreAnswer<Node> {
  nodes: Node[];
  /** Per node, the store's `after` that resumes after it; null from a store without keyset. */
  afterKeys: string[] | null;
  snapshot: string | null;
  /** Items follow the last node of this answer. */
  hasMore: boolean;
  totalCount: number;
  /** The page size the store answered with. */
  pageSize: number;
}

export interface PagedList<Node> {
  /** The list's fingerprint (listFingerprint). */
  list: string;
  /**
   * Sort directions of `positionOf`'s values; the id breaks ties, ascending. null: the BFF cannot
   * tell the store's order from the rows, so a store paging by number is resumed right after the
   * cursor's item when it is still on its page, else at the cursor's offset (docs/paging.md).
   */
  directions: ReadonlyArray<'asc' | 'desc'> | null;
  positionOf(node: Node): SortPosition;
  fetch(request: StoreRequest): Promise<StoreAnswer<Node>>;
}

export interface WalkedPage<Node> {
  edges: Array<{ cursor: ListCursor; node: Node }>;
  hasNextPage: boolean;
  totalCount: number;
  /** The end cursor of a page without edges that more pages follow (a walk by page number). */
  resume?: ListCursor | null;
}

/** Store calls one connection page may take (keyset: 1; by number: a step back and one on). */
export const maxStoreCallsPerPage = 3;

/** `first` items after `cursor` (from the start without one). */
export async function walkList<Node>(
  source: PagedList<Node>,
  first: number,
  cursor: ListCursor | null,
): Promise<WalkedPage<Node>> {
  const request: StoreRequest = { page: cursor?.page ?? 1 };
  if (cursor?.key != null) {
    request.after = cursor.key;
    if (cursor.snapshot !== null) request.snapshot = cursor.snapshot;
  }
  const answer = await source.fetch(request);
  const relative = answer.afterKeys !== null && (cursor === null || request.after !== undefined);
  if (relative) return keysetWalk(source, first, cursor, answer);
  return numberedWalk(source, first, cursor, answer);
}

/** Every answer holds only items after the last one taken. */
async function keysetWalk<Node>(
  source: PagedList<Node>,
  first: number,
  cursor: ListCursor | null,
  firstAnswer: StoreAnswer<Node>,
): Promise<WalkedPage<Node>> {
  const edges: WalkedPage<Node>['edges'] = [];
  let offset = cursor ? cursor.offset + 1 : 0;
  let answer = firstAnswer;
  for (let calls = 1; ; calls += 1) {
    const keys = answer.afterKeys ?? [];
    for (const [index, node] of answer.nodes.entries()) {
      if (edges.length === first)
        return { edges, hasNextPage: true, totalCount: answer.totalCount };
      const position = source.positionOf(node);
      const page = Math.floor(offset / answer.pageSize) + 1;
      const key = keys[index] ?? null;
      edges.push({ node, cursor: cursorAt(source, position, key, answer, page, offset) });
      offset += 1;
    }
    const lastKey = keys.at(-1);
    if (!answer.hasMore || lastKey === undefined)
      return { edges, hasNextPage: false, totalCount: answer.totalCount };
    if (edges.length === first || calls >= maxStoreCallsPerPage)
      return { edges, hasNextPage: true, totalCount: answer.totalCount };
    const next = await source.fetch({
      page: Math.floor(offset / answer.pageSize) + 1,
      after: lastKey,
      ...(answer.snapshot === null ? {} : { snapshot: answer.snapshot }),
    });
    if (next.afterKeys === null) return { edges, hasNextPage: true, totalCount: answer.totalCount };
    answer = next;
  }
}

/**
 * Answers are numbered pages: skip what sorts up to the cursor and what the walk has shown (the
 * end cursor's seen set), step back or on as needed; at the end, when fewer items were shown than
 * the list holds, read the pages again from the first for the ones never shown (they moved before
 * the cursor unseen).
 */
async function numberedWalk<Node>(
  source: PagedList<Node>,
  first: number,
  cursor: ListCursor | null,
  firstAnswer: StoreAnswer<Node>,
): Promise<WalkedPage<Node>> {
  const answers = new Map<number, StoreAnswer<Node>>([[cursor?.page ?? 1, firstAnswer]]);
  let calls = 1;
  const read = async (page: number): Promise<StoreAnswer<Node>> => {
    const known = answers.get(page);
    if (known) return known;
    calls += 1;
    const answer = await source.fetch({ page });
    answers.set(page, answer);
    return answer;
  };
  let page = cursor?.page ?? 1;
  if (cursor && source.directions === null) return anchoredWalk(source, first, cursor, firstAnswer);
  const seen = seenSet(cursor, firstAnswer);
  const shown = seen ?? new Set<string>();
  let sweep = cursor?.sweep ?? false;
  // Items before the cursor's item moved down the order: what follows it may start a page earlier.
  while (cursor && !sweep && page > 1 && calls < maxStoreCallsPerPage) {
    const nodes = (await read(page)).nodes;
    const head = nodes[0];
    if (head !== undefined && !after(source, head, cursor)) break;
    page -= 1;
  }
  const edges: WalkedPage<Node>['edges'] = [];
  let offset = cursor ? cursor.offset + 1 : 0;
  const done = (hasNextPage: boolean, totalCount: number): WalkedPage<Node> => {
    const last = edges.at(-1)?.cursor;
    if (last && seen) last.seen = encodeSeen(seen);
    // Nothing new on the pages read: the next call goes on from where this one stopped.
    const resume =
      !last && hasNextPage && cursor
        ? { ...cursor, page, sweep, seen: seen ? encodeSeen(seen) : null }
        : null;
    return { edges, hasNextPage, totalCount, resume };
  };
  for (;;) {
    const answer = await read(page);
    for (const node of answer.nodes) {
      const position = source.positionOf(node);
      if (shown.has(position.id)) continue;
      if (!sweep && cursor && !after(source, node, cursor)) continue;
      if (edges.length === first) return done(true, answer.totalCount);
      shown.add(position.id);
      const at = cursorAt(source, position, null, answer, page, offset);
      edges.push({ node, cursor: { ...at, sweep } });
      offset += 1;
    }
    if (!answer.hasMore || answer.nodes.length === 0) {
      if (sweep || !seen || seen.size >= answer.totalCount) return done(false, answer.totalCount);
      [sweep, page] = [true, 1];
      if (calls >= maxStoreCallsPerPage) return done(true, answer.totalCount);
      continue;
    }
    if (edges.length === first || calls >= maxStoreCallsPerPage)
      return done(true, answer.totalCount);
    page += 1;
  }
}

/**
 * What the walk has shown: the cursor's seen set; a new one at the start of a list short enough
 * to carry it; null (items are skipped by their place only) otherwise.
 */
function seenSet<Node>(cursor: ListCursor | null, answer: StoreAnswer<Node>): Set<string> | null {
  if (cursor === null) return answer.totalCount <= maxSeenItems ? new Set() : null;
  return cursor.seen === null ? null : decodeSeen(cursor.seen);
}

function after<Node>(source: PagedList<Node>, node: Node, cursor: SortPosition): boolean {
  return comparePositions(source.positionOf(node), cursor, source.directions ?? []) > 0;
}

/** A list whose order the BFF cannot compare: resume after the cursor's item, or its offset. */
async function anchoredWalk<Node>(
  source: PagedList<Node>,
  first: number,
  cursor: ListCursor,
  firstAnswer: StoreAnswer<Node>,
): Promise<WalkedPage<Node>> {
  const edges: WalkedPage<Node>['edges'] = [];
  let page = cursor.page;
  let answer = firstAnswer;
  const anchor = answer.nodes.findIndex((node) => source.positionOf(node).id === cursor.id);
  let start = anchor >= 0 ? anchor + 1 : cursor.offset + 1 - (page - 1) * answer.pageSize;
  let offset = (page - 1) * answer.pageSize + start;
  for (let calls = 1; ; calls += 1) {
    for (const node of answer.nodes.slice(Math.max(0, start))) {
      if (edges.length === first)
        return { edges, hasNextPage: true, totalCount: answer.totalCount };
      const position = source.positionOf(node);
      edges.push({ node, cursor: cursorAt(source, position, null, answer, page, offset) });
      offset += 1;
    }
    if (!answer.hasMore || answer.nodes.length === 0)
      return { edges, hasNextPage: false, totalCount: answer.totalCount };
    if (edges.length === first || calls >= maxStoreCallsPerPage)
      return { edges, hasNextPage: true, totalCount: answer.totalCount };
    page += 1;
    start = 0;
    answer = await source.fetch({ page });
  }
}

function cursorAt<Node>(
  source: PagedList<Node>,
  position: { values: SortValue[]; id: string },
  key: string | null,
  answer: StoreAnswer<Node>,
  page: number,
  offset: number,
): ListCursor {
  return {
    list: source.list,
    key,
    snapshot: key === null ? null : answer.snapshot,
    values: position.values,
    id: position.id,
    page,
    offset,
    seen: null,
    sweep: false,
  };
}
