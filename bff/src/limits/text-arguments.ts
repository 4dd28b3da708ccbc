import {
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  GraphQLID,
  GraphQLString,
  isInputObjectType,
  isListType,
} from 'graphql';
import { codedError } from '../errors.js';

/**
 * Text a mutation writes must be text: NUL and the other control characters (C0, DEL, C1) are
 * refused in every String and ID argument of every mutation, input objects and lists included,
 * before the resolver runs (nothing reaches the upstream). Tab, line feed and carriage return
 * are allowed only in arguments listed as multi-line (`Mutation.field.argument.path`). Files are
 * not text arguments: uploads are checked by the upstream's parser.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function refuseControlCharactersInMutations(
  schema: GraphQLSchema,
  multiLineArguments: ReadonlySet<string> = new Set(),
): void {
  const mutationType = schema.getMutationType();
  if (!mutationType) return;
  for (const field of Object.values(mutationType.getFields())) {
    const checks = field.args.filter((argument) => holdsText(argument.type));
    if (checks.length === 0 || !field.resolve) continue;
    const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve;
    const prefix = `Mutation.${field.name}`;
    field.resolve = (source, args: Record<string, unknown>, context, info) => {
      for (const argument of checks) {
        assertPlainText(args[argument.name], argument, prefix, multiLineArguments);
      }
      return resolve(source, args, context, info);
    };
  }
}

function assertPlainText(
  value: unknown,
  argument: GraphQLArgument,
  prefix: string,
  multiLine: ReadonlySet<string>,
): void {
  const offending = findControlCharacter(value, argument.type, argument.name, prefix, multiLine);
  if (offending === null) return;
  throw codedError(
    'BAD_USER_INPUT',
    `"${offending}" contains a control character (such as NUL), which is not allowed.`,
    { field: offending },
  );
}

/** The path of the first String/ID value holding a refused character, or null. */
function findControlCharacter(
  value: unknown,
  type: GraphQLInputType,
  path: string,
  prefix: string,
  multiLine: ReadonlySet<string>,
): string | null {
  if (value === null || value === undefined) return null;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (!Array.isArray(value)) return null;
    for (const entry of value) {
      const found = findControlCharacter(entry, nullable.ofType, path, prefix, multiLine);
      if (found !== null) return found;
    }
    return null;
  }
  if (isInputObjectType(nullable)) {
    if (typeof value !== 'object') return null;
    for (const field of Object.values(nullable.getFields())) {
      const found = findControlCharacter(
        (value as Record<string, unknown>)[field.name],
        field.type,
        `${path}.${field.name}`,
        prefix,
        multiLine,
      );
      if (found !== null) return found;
    }
    return null;
  }
  if ((nullable === GraphQLString || nullable === GraphQLID) && typeof value === 'string') {
    const pattern = multiLine.has(`${prefix}.${path}`)
      ? controlCharactersButLineBreaks
      : controlCharacters;
    return pattern.test(value) ? path : null;
  }
  return null;
}

function holdsText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named === GraphQLString || named === GraphQLID) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => holdsText(field.type, seen));
}
