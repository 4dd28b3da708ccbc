import {
  type FieldNode,
  Kind,
  parse,
  type DocumentNode,
  type GraphQLSchema,
  validate,
} from 'graphql';

/**
 * The text a request's `query` and `extensions` run (trusted documents), or null when yoga must
 * answer it. Without a rule: a plain text, no extensions.
 */
export type DocumentTextOf = (requested: { query: unknown; extensions: unknown }) => string | null;

const plainText: DocumentTextOf = ({ query, extensions }) =>
  typeof query === 'string' && (extensions === undefined || extensions === null) ? query : null;

/** The one operation the streaming upload path serves, as the client sent it. */
export interface CatalogUploadOperation {
  /** The multipart part name the map assigns to the file variable. */
  fileKey: string;
}

/**
 * Recognises `mutation ($v: File!) { uploadCatalog(file: $v) }` (any variable and operation
 * name, nothing else in the document; sent as text or, with `textOf`, by hash) with a map sending exactly one part to `variables.<v>`.
 * Anything else is null: yoga then reads the request the usual way, so unusual shapes keep
 * yoga's answers (a text over `maxQueryBytes` included: yoga refuses it as QUERY_TOO_LARGE).
 */
export function catalogUploadOperation(
  schema: GraphQLSchema,
  operationsText: string,
  mapText: string,
  maxQueryBytes = Number.POSITIVE_INFINITY,
  textOf: DocumentTextOf = plainText,
): CatalogUploadOperation | null {
  const operations = jsonObject(operationsText);
  const map = jsonObject(mapText);
  if (!operations || !map) return null;
  const { query: sent, variables, operationName, extensions, ...rest } = operations;
  if (Object.keys(rest).length > 0) return null;
  const query = textOf({ query: sent, extensions });
  if (query === null || Buffer.byteLength(query) > maxQueryBytes) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return null;
  }
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return null;
  const variableNames = Object.keys(variables);
  const variableName = variableNames[0];
  if (variableNames.length !== 1 || variableName === undefined) return null;
  if ((variables as Record<string, unknown>)[variableName] !== null) return null;

  const mapKeys = Object.keys(map);
  const fileKey = mapKeys[0];
  if (mapKeys.length !== 1 || fileKey === undefined) return null;
  const paths = map[fileKey];
  if (!Array.isArray(paths) || paths.length !== 1 || paths[0] !== `variables.${variableName}`) {
    return null;
  }

  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return null;
  }
  const field = uploadField(document, variableName, operationName ?? null);
  if (!field || validate(schema, document).length > 0) return null;
  return { fileKey };
}

function uploadField(
  document: DocumentNode,
  variableName: string,
  operationName: string | null,
): FieldNode | null {
  const [operation, ...others] = document.definitions;
  if (!operation || others.length > 0) return null;
  if (operation.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'mutation') {
    return null;
  }
  if ((operation.name?.value ?? null) !== operationName && operationName !== null) return null;
  if (operation.directives?.length) return null;
  const [variable, ...otherVariables] = operation.variableDefinitions ?? [];
  if (!variable || otherVariables.length > 0) return null;
  if (
    variable.variable.name.value !== variableName ||
    variable.defaultValue !== undefined ||
    variable.directives?.length ||
    variable.type.kind !== Kind.NON_NULL_TYPE ||
    variable.type.type.kind !== Kind.NAMED_TYPE ||
    variable.type.type.name.value !== 'File'
  ) {
    return null;
  }
  const [field, ...otherSelections] = operation.selectionSet.selections;
  if (!field || otherSelections.length > 0 || field.kind !== Kind.FIELD) return null;
  if (field.name.value !== 'uploadCatalog' || field.alias || field.directives?.length) return null;
  const [argument, ...otherArguments] = field.arguments ?? [];
  if (!argument || otherArguments.length > 0 || argument.name.value !== 'file') return null;
  if (argument.value.kind !== Kind.VARIABLE || argument.value.name.value !== variableName) {
    return null;
  }
  return field;
}

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
