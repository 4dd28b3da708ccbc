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

// No mutation's answer is non-null, deprecated ones included: a failure would null the whole
// `data` of the request, with the answers of every other mutation in it. A mutation that can fail
// for an item answers a …Payload with userErrors; its other fields are nullable.

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

  it('is nullable, deprecated ones too', () => {
    expect(
      mutations.filter((field) => isNonNullType(field.type)).map((field) => field.name),
    ).toEqual([]);
  });

  it('answers a …Payload with userErrors and nullable fields, when it answers a payload', () => {
    const payloads = current.filter((field) => getNamedType(field.type).name.endsWith('Payload'));
    expect(payloads.length).toBeGreaterThan(0);
    expect(payloads.flatMap(payloadProblems)).toEqual([]);
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
