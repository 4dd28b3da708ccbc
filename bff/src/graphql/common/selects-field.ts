import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the operation asks for `fieldName` directly under the current field (through
 * fragments too). Lets a parent start a child's upstream call early, so both run in parallel.
 */
export function selectsField(info: GraphQLResolveInfo, fieldName: string): boolean {
  const visited = new Set<string>();
  const search = (selectionSet: SelectionSetNode | undefined): boolean => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD && selection.name.value === fieldName) return true;
      if (selection.kind === Kind.INLINE_FRAGMENT && search(selection.selectionSet)) return true;
      if (selection.kind === Kind.FRAGMENT_SPREAD && !visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        if (search(info.fragments[selection.name.value]?.selectionSet)) return true;
      }
    }
    return false;
  };
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
