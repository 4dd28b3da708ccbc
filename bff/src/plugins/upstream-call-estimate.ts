import {
  type ASTVisitor,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  print,
  type SelectionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { documentedPageSize } from '@refurb/contract';
import { type Plugin } from 'graphql-yoga';
import { fieldUpstreamCalls } from './upstream-call-table.js';

/**
 * Items a list may hold, for multiplying what its items cost: the upstream's documented page size
 * (the estimate runs before any answer says `per_page`), and no list of objects with
 * upstream-calling fields is longer than one page.
 */
export const listSize = documentedPageSize;

/** Field visits after which an operation counts as too costly to estimate (fragment bombs). */
const maxVisits = 50_000;

export interface OperationEstimate {
  operationName: string | null;
  /** Upstream calls the operation may make at most (retries and CSRF refreshes aside). */
  calls: number;
}

/**
 * Upstream calls each operation of a document may make, statically: per-object calls of the
 * fields asked for, multiplied by list sizes; a batched read (a page's item details) once per
 * list. Aliases of one field with the same arguments count
 * once (one operation fetches a URL once, and a loader loads a key once), except mutations,
 * which all run. `stopAbove`: counting may stop once an estimate passes it.
 */
export function estimateUpstreamCalls(
  schema: GraphQLSchema,
  document: DocumentNode,
  stopAbove = Number.POSITIVE_INFINITY,
): OperationEstimate[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  return document.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    return [
      {
        operationName: definition.name?.value ?? null,
        calls: estimateOperation(schema, definition, fragments, stopAbove),
      },
    ];
  });
}

interface FieldGroup {
  parent: GraphQLCompositeType;
  field: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
}

interface Document {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
}

/** The fields a selection asks of its object, grouped by field and arguments (merged). */
function collect(
  document: Document,
  selections: readonly SelectionNode[],
  parent: GraphQLCompositeType,
  merge: boolean,
  into: Map<string, FieldGroup>,
  fragmentPath: Set<string>,
): void {
  const { schema, fragments } = document;
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldOf(parent, selection.name.value);
      // __typename and introspection, or a field validation reports as unknown.
      if (!field) continue;
      const key = merge
        ? `${parent.name}.${selection.name.value}(${argumentsKey(selection)})`
        : `${into.size}`;
      const group = into.get(key);
      if (group) group.nodes.push(selection);
      else into.set(key, { parent, field, nodes: [selection] });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? schema.getType(selection.typeCondition.name.value)
        : parent;
      if (type && isCompositeType(type)) {
        collect(document, selection.selectionSet.selections, type, merge, into, fragmentPath);
      }
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle is a validation error of its own; here it only must not loop.
      if (!fragment || fragmentPath.has(name)) continue;
      const type = schema.getType(fragment.typeCondition.name.value);
      if (!type || !isCompositeType(type)) continue;
      fragmentPath.add(name);
      collect(document, fragment.selectionSet.selections, type, merge, into, fragmentPath);
      fragmentPath.delete(name);
    }
  }
}

function estimateOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  stopAbove: number,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const document: Document = { schema, fragments };
  let visits = 0;

  /**
   * What one object of `parent` costs: its own calls (`each`) and the batched reads it takes part
   * in (`batches`), which whoever holds the object counts once for all objects of its list.
   */
  function cost(
    selections: readonly SelectionNode[],
    parent: GraphQLCompositeType,
    preloaded: ReadonlySet<string>,
    merge: boolean,
  ): { each: number; batches: ReadonlySet<string> } {
    const groups = new Map<string, FieldGroup>();
    collect(document, selections, parent, merge, groups, new Set());
    const charged = new Set(preloaded);
    const batches = new Set<string>();
    let total = 0;
    for (const group of groups.values()) {
      visits += 1;
      if (visits > maxVisits) return { each: Number.POSITIVE_INFINITY, batches };
      const calls = fieldUpstreamCalls[`${group.parent.name}.${group.field.name}`] ?? {};
      total += calls.calls ?? 0;
      if (calls.shared !== undefined && !charged.has(calls.shared)) {
        charged.add(calls.shared);
        total += 1;
      }
      if (calls.batched !== undefined && !charged.has(calls.batched)) {
        charged.add(calls.batched);
        batches.add(calls.batched);
      }
      const type = getNamedType(group.field.type);
      if (isCompositeType(type)) {
        const children = group.nodes.flatMap((node) => node.selectionSet?.selections ?? []);
        const child = cost(children, type, new Set(calls.preloads ?? []), true);
        // One batch read per list (a list holds at most a page, what one batch read takes).
        const own = child.each === 0 ? 0 : child.each * (isList(group.field.type) ? listSize : 1);
        total += own + child.batches.size;
      }
      if (total > stopAbove) return { each: total, batches };
    }
    return { each: total, batches };
  }

  // Every root mutation field runs, one after another: none is merged with another.
  const rootCost = cost(
    operation.selectionSet.selections,
    root,
    new Set(),
    operation.operation !== 'mutation',
  );
  return rootCost.each + rootCost.batches.size;
}

function fieldOf(
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

function argumentsKey(field: FieldNode): string {
  return (field.arguments ?? [])
    .map((argument) => `${argument.name.value}:${print(argument.value)}`)
    .sort()
    .join(',');
}

function isList(type: GraphQLType): boolean {
  return isListType(getNullableType(type));
}

export function upstreamCallsMessage(estimate: number, limit: number): string {
  const calls = Number.isFinite(estimate) ? `about ${estimate}` : 'too many';
  return `This operation would make ${calls} calls to the store; at most ${limit} are allowed per operation.`;
}

/** Every validated document's per-operation estimates (the same DocumentNode is reused). */
const documentEstimates = new WeakMap<DocumentNode, readonly OperationEstimate[]>();

/**
 * The estimates of a document's operations: as the validation rule left them, else computed
 * with `schema` (and kept); null without either.
 */
export function estimatesOf(
  document: DocumentNode,
  schema?: GraphQLSchema,
): readonly OperationEstimate[] | null {
  let known = documentEstimates.get(document);
  if (known === undefined) {
    if (schema === undefined) return null;
    known = estimateUpstreamCalls(schema, document);
    documentEstimates.set(document, known);
  }
  return known;
}

/**
 * A validation rule: an operation whose estimate is over `limit` is refused with
 * QUERY_TOO_COSTLY before any resolver runs (yoga validates before executing).
 */
export function upstreamCallLimitRule(limit: number): ValidationRule {
  return function UpstreamCallLimit(context: ValidationContext): ASTVisitor {
    return {
      Document(document) {
        // Counted in full (bounded by maxVisits): the refusal says the estimate, and every answer
        // of the document reports it (extensions.cost, plugins/upstream-cost.ts).
        const estimates = estimateUpstreamCalls(context.getSchema(), document);
        documentEstimates.set(document, estimates);
        for (const estimate of estimates) {
          if (estimate.calls <= limit) continue;
          context.reportError(
            new GraphQLError(upstreamCallsMessage(estimate.calls, limit), {
              extensions: { code: 'QUERY_TOO_COSTLY' },
            }),
          );
        }
        return false;
      },
    };
  };
}

/** MAX_UPSTREAM_CALLS_PER_OPERATION as part of validation. */
export function useUpstreamCallLimit(limit: number): Plugin {
  const rule = upstreamCallLimitRule(limit);
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}
