import { writeFileSync } from 'node:fs';
import { schemaFilePath, printSchemaFile } from './graphql/print-schema-file.js';

// `npm run schema -w bff`: rewrites schema/schema.graphql from the code-first schema.
writeFileSync(schemaFilePath, printSchemaFile());
console.log(`Wrote ${schemaFilePath}`);
