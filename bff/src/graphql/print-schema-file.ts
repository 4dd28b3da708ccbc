import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGraphQLSchema } from './build-schema.js';

export const schemaFilePath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'schema',
  'schema.graphql',
);

/** The SDL as committed in schema/schema.graphql (sorted, so diffs show real changes only). */
export function printSchemaFile(): string {
  const header =
    "# Generated from the BFF's code-first schema by `npm run schema -w bff`. Do not edit:\n" +
    '# a test fails when this file differs from the code.\n\n';
  return `${header}${printSchema(lexicographicSortSchema(buildGraphQLSchema()))}\n`;
}
