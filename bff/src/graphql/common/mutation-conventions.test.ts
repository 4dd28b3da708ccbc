import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../build-schema.js';

// No mutation whose answer is non-null may fail for one item: a failure would null the whole
// `data` of the request, with the answers of every other mutation in it. A mutation that can
// fail answers a …Payload with userErrors, or a nullable result.

/** Non-null mutations that cannot fail for an item, with why. */
const cannotFail: Readonly<Record<string, string>> = {
  logout:
    'Always answers true: an upstream failure is logged, and the session cookie is cleared either way.',
};

const mutations = Object.values(buildGraphQLSchema().getMutationType()?.getFields() ?? {});
const current = mutations.filter((field) => field.deprecationReason === undefined);

function payloadProblems(field: GraphQLField<unknown, unknown>): string[] {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !type.name.endsWith('Payload')) {
    return [`${field.name}: answers ${String(field.type)}, neither nullable nor a …Payload`];
  }
  const problems: string[] = [];
  const userErrors = (type as GraphQLObjectType).getFields().userErrors;
  const inner = userErrors && isNonNullType(userErrors.type) ? userErrors.type.ofType : null;
  if (
    !inner ||
    !isListType(inner) ||
    !isNonNullType(inner.ofType) ||
    getNamedType(inner.ofType).name !== 'UserError'
  ) {
    problems.push(`${type.name}: has no userErrors: [UserError!]!`);
  }
  for (const [name, result] of Object.entries((type as GraphQLObjectType).getFields())) {
    const boolean = getNamedType(result.type).name === 'Boolean';
    if (name !== 'userErrors' && isNonNullType(result.type) && !boolean) {
      problems.push(`${type.name}.${name}: non-null, so a failure cannot leave it empty`);
    }
  }
  return problems;
}

describe('every mutation of the schema', () => {
  it('finds the mutations', () => {
    expect(current.map((field) => field.name)).toEqual(
      expect.arrayContaining(['updateDynamicPricing', 'updateResellStrategy', 'signIn']),
    );
  });

  it('is nullable or answers a …Payload with userErrors, unless it cannot fail', () => {
    const problems = current
      .filter((field) => isNonNullType(field.type) && !(field.name in cannotFail))
      .flatMap(payloadProblems);
    expect(problems).toEqual([]);
  });

  it('lists as unable to fail only current non-null mutations, each with its reason', () => {
    for (const [name, reason] of Object.entries(cannotFail)) {
      const field = current.find((mutation) => mutation.name === name);
      expect(field && isNonNullType(field.type), name).toBe(true);
      expect(reason.trim()).not.toBe('');
    }
  });

  it('names its replacement in every deprecated mutation', () => {
    const deprecated = mutations.filter((field) => field.deprecationReason !== undefined);
    for (const field of deprecated) {
      const named = current.some((mutation) =>
        new RegExp(`\\b${mutation.name}\\b`).test(field.deprecationReason ?? ''),
      );
      expect(named, `${field.name}: ${field.deprecationReason}`).toBe(true);
    }
  });
});
