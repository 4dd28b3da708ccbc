import { readFileSync, writeFileSync } from 'node:fs';
import { baselineFileFor, baselineFilePath, committedSchemaPath } from './schema-baseline.js';

// `npx tsx bff/src/contract/roll-schema-baseline.ts`, at a release: schema/schema.graphql becomes
// the contract later schemas are checked against. Empty `allowedIncompatibilities` afterwards.
writeFileSync(baselineFilePath, baselineFileFor(readFileSync(committedSchemaPath, 'utf8')));
console.log(`Wrote ${baselineFilePath} from ${committedSchemaPath}`);
