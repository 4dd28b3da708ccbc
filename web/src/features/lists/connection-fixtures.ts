// Builders for connection answers (edges, pageInfo, totalCount) as the BFF pages them by cursor.

/** A cursor as the tests' servers hand them out: the node's place in the whole list. */
export const cursorAt = (index: number) => `cursor:${index}`;

/**
 * The page of `nodes` right after the cursor `after` (from the first node without one), at most
 * `pageSize` nodes. A cursor that is not one this builder handed out is refused, as the BFF
 * refuses a cursor of another list.
 */
export function aConnectionPage<Node>(
  edgeTypename: string,
  nodes: readonly Node[],
  { after = null, pageSize = 50 }: { after?: string | null; pageSize?: number } = {},
) {
  let start = 0;
  if (after !== null) {
    const match = /^cursor:(\d+)$/.exec(after);
    if (!match) throw new Error(`not a cursor of this list: ${after}`);
    start = Number(match[1]) + 1;
  }
  const edges = nodes
    .slice(start, start + pageSize)
    .map((node, offset) => ({ __typename: edgeTypename, cursor: cursorAt(start + offset), node }));
  return {
    edges,
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage: start + pageSize < nodes.length,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: nodes.length,
  };
}
