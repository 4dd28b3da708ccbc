// The arguments the list queries share, declared once: the page, the filter and the order.
import { type ClassType, type ParameterDecorator, Arg, Int } from 'type-graphql';

/**
 * `page`: a page number from 1, the first page when left out (assertPage refuses less). Kept for
 * one release: `replacement` names the connection query that pages by cursor instead.
 */
export function PageArg(replacement: string): ParameterDecorator {
  return Arg('page', () => Int, {
    nullable: true,
    defaultValue: 1,
    description: 'Page number, from 1.',
    deprecationReason: `Use ${replacement} with first and after: numbered pages repeat or skip items while the list changes (docs/paging.md).`,
  });
}

/** `filter`: the list's filter input; null or left out filters nothing. */
export function FilterArg(
  filterType: ClassType,
  description = 'Filters and search.',
): ParameterDecorator {
  return Arg('filter', () => filterType, { nullable: true, description });
}

/** `sort`: one of the list's orders, its default when left out. */
export function SortArg<Sort extends string>(
  sortEnum: Record<string, Sort>,
  defaultValue: Sort,
): ParameterDecorator {
  return Arg('sort', () => sortEnum, { nullable: true, defaultValue, description: 'Order.' });
}
