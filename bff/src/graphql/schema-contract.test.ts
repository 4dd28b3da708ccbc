import { readFileSync } from 'node:fs';
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from './build-schema.js';
import { printSchemaFile, schemaFilePath } from './print-schema-file.js';

// What the code serves is the committed schema/schema.graphql, described in full; whether it
// keeps the last release's contract: contract/schema-baseline.test.ts.

describe('the served GraphQL schema', () => {
  const served = buildGraphQLSchema();

  it('describes every type and field', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(served.getTypeMap())) {
      if (
        type.name.startsWith('__') ||
        ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)
      )
        continue;
      const isRoot = ['Query', 'Mutation', 'Subscription'].includes(type.name);
      if (!type.description && !isRoot) undocumented.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('schema/schema.graphql', () => {
  it('is what `npm run schema -w bff` prints (run it after changing the schema)', () => {
    expect(readFileSync(schemaFilePath, 'utf8')).toBe(printSchemaFile());
  });

  it('parses on its own', () => {
    expect(() => buildSchema(readFileSync(schemaFilePath, 'utf8'))).not.toThrow();
  });
});
