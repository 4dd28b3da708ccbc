import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildASTSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  parse,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from './build-schema.js';
import { printSchemaFile, schemaFilePath } from './print-schema-file.js';

const sketchPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'contract',
  'schema-sketch.graphql',
);

/** Every type, field, argument and enum value of the sketch, as "Type.field(arg)" lines. */
function contractPoints(type: GraphQLNamedType): string[] {
  if (isEnumType(type)) return type.getValues().map((value) => `${type.name}.${value.name}`);
  if (isObjectType(type)) {
    return Object.values(type.getFields()).flatMap((field) => [
      `${type.name}.${field.name}: ${String(field.type)}`,
      ...field.args.map((arg) => `${type.name}.${field.name}(${arg.name}: ${String(arg.type)})`),
    ]);
  }
  if (isInputObjectType(type)) {
    return Object.values(type.getFields()).map(
      (field) => `${type.name}.${field.name}: ${String(field.type)}`,
    );
  }
  return [type.name];
}

describe('the GraphQL contract (schema-sketch.graphql)', () => {
  const sketch = buildASTSchema(parse(readFileSync(sketchPath, 'utf8')));
  const served = buildGraphQLSchema();

  it('is served in full: every type, field, argument and enum value, with the same types', () => {
    const missing: string[] = [];
    for (const type of Object.values(sketch.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const ours = served.getType(type.name);
      if (!ours) {
        missing.push(type.name);
        continue;
      }
      const ourPoints = new Set(contractPoints(ours));
      missing.push(...contractPoints(type).filter((point) => !ourPoints.has(point)));
    }
    expect(missing).toEqual([]);
  });

  it("keeps the sketch's argument defaults", () => {
    const catalogArgs = served.getQueryType()?.getFields().catalog?.args ?? [];
    expect(catalogArgs.find((arg) => arg.name === 'sort')?.defaultValue).toBe('grade:desc');
    expect(catalogArgs.find((arg) => arg.name === 'page')?.defaultValue).toBe(1);
  });

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
