// The Relay-style connections of the lists (catalog, price list, competitor listings, log batches
// and entries): `edges { cursor node }`, `pageInfo`, `totalCount`, and the arguments `first` and
// `after` they share (docs/paging.md). Base classes only: GraphQL sees the fields on each list's
// own connection type.
import { type ClassType, type ParameterDecorator, Arg, Field, Int, ObjectType } from 'type-graphql';
import { documentedPageSize } from '@refurb/contract';
import { codedError } from '../../errors.js';
import { PageInfo } from '../strategies/strategy-preview-types.js';
import { decodeCursor, encodeCursor, type ListCursor } from './cursor.js';
import { type WalkedPage } from './cursor-walk.js';

/** Items a connection page holds at most, and when `first` is left out: one store page. */
export const maxConnectionPageSize = documentedPageSize;

export interface EdgeFields<Node> {
  cursor: string;
  node: Node;
}

export interface ConnectionFields<Node> {
  edges: Array<EdgeFields<Node>>;
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * The base class of a list's connection type, and its edge type named `<typeName>Edge`; `nouns`
 * names the items in the descriptions.
 */
export function connectionFields<Node extends object>(
  nodeType: ClassType<Node>,
  typeName: string,
  nouns: string,
): ClassType<ConnectionFields<Node>> {
  @ObjectType(`${typeName}Edge`, {
    description: `One of the ${nouns} and its cursor.`,
    simpleResolvers: true,
  })
  class Edge implements EdgeFields<Node> {
    @Field(() => String, {
      description: 'Pass it as `after` to go on with what follows this one.',
    })
    cursor!: string;

    @Field(() => nodeType, { description: `One of the ${nouns}.` })
    node!: Node;
  }

  @ObjectType({ simpleResolvers: true })
  class Connection implements ConnectionFields<Node> {
    @Field(() => [Edge], { description: `The ${nouns} of this page, in the list's order.` })
    edges!: Edge[];

    @Field(() => PageInfo, { description: 'Whether more follow, and where to go on.' })
    pageInfo!: PageInfo;

    @Field(() => Int, { description: `Number of ${nouns} matching the filters, over all pages.` })
    totalCount!: number;
  }
  return Connection;
}

/** `first`: how many items, 0 to 50 (50 when left out). */
export function FirstArg(): ParameterDecorator {
  return Arg('first', () => Int, {
    nullable: true,
    defaultValue: maxConnectionPageSize,
    description: `How many items, 0 to ${maxConnectionPageSize} (null: ${maxConnectionPageSize}).`,
  });
}

/** `after`: the endCursor (or an edge's cursor) of the page before. */
export function AfterArg(): ParameterDecorator {
  return Arg('after', () => String, {
    nullable: true,
    description:
      'The endCursor of the page before (or any edge cursor); valid with the same filters and order only.',
  });
}

/** `first` checked: an integer from 0 to the maximum, else BAD_USER_INPUT. */
export function assertFirst(first: number | null | undefined): number {
  const value = first ?? maxConnectionPageSize;
  if (!Number.isInteger(value) || value < 0 || value > maxConnectionPageSize) {
    throw codedError('BAD_USER_INPUT', `first must be between 0 and ${maxConnectionPageSize}.`);
  }
  return value;
}

/** The cursor `after` names for this list (BAD_USER_INPUT when it is none of its cursors). */
export function cursorAfter(after: string | null | undefined, list: string): ListCursor | null {
  return decodeCursor(after, list);
}

/** A walked page as the connection's fields. */
export function connectionOf<Node>(page: WalkedPage<Node>): ConnectionFields<Node> {
  const edges = page.edges.map(({ cursor, node }) => ({ cursor: encodeCursor(cursor), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      endCursor: edges.at(-1)?.cursor ?? (page.resume ? encodeCursor(page.resume) : null),
    },
    totalCount: page.totalCount,
  };
}
