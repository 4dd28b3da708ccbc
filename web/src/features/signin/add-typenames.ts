import { Kind, visit, type ASTNode, type SelectionSetNode } from '@0no-co/graphql.web';

const TYPENAME_FIELD = {
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: '__typename' },
} as const;

function hasTypename(selectionSet: SelectionSetNode): boolean {
  return selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
  );
}

/**
 * Asks for `__typename` in every selection set below the operation's root, as Apollo Client does
 * for each request it sends: the profile sign-in answers is written into Apollo's normalised cache
 * (and stored for the next visit), which needs the type of every object.
 */
export function addTypenames<Document extends ASTNode>(document: Document): Document {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key: unknown, parent: unknown) {
      const operationRoot =
        parent !== null &&
        typeof parent === 'object' &&
        'kind' in parent &&
        parent.kind === Kind.OPERATION_DEFINITION;
      if (operationRoot || hasTypename(node)) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME_FIELD] };
    },
  }) as Document;
}
