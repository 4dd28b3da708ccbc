import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DangerousChangeType,
  findBreakingChanges,
  findDangerousChanges,
  type GraphQLSchema,
} from 'graphql';

/**
 * The GraphQL contract as last released (schema/baseline.graphql): what deployed clients were
 * built against. schema/schema.graphql may add to it freely; whatever would break one of those
 * clients must be listed in `allowedIncompatibilities` with its reason.
 */
export const baselineFilePath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'schema',
  'baseline.graphql',
);

/** The schema as generated (`npm run schema -w bff`), beside the baseline. */
export const committedSchemaPath = join(dirname(baselineFilePath), 'schema.graphql');

export const baselineHeader =
  '# The GraphQL contract as last released: what deployed clients were built against. Not generated\n' +
  '# on each change: bff/src/contract/schema-baseline.test.ts fails when schema/schema.graphql breaks\n' +
  '# anything here (a removed or retyped field, argument or enum value, a changed default). Rolled\n' +
  '# forward at a release by `npx tsx bff/src/contract/roll-schema-baseline.ts` (tests/README.md).\n\n';

/** One change a client of the baseline could break on, in graphql-js's words. */
export interface Incompatibility {
  /** graphql-js's BreakingChangeType, or ARG_DEFAULT_VALUE_CHANGE. */
  type: string;
  /** e.g. "Query.catalog.sort was removed." */
  description: string;
}

/** An incompatibility made on purpose (a deprecated field finally removed …), with why. */
export interface AllowedIncompatibility extends Incompatibility {
  reason: string;
}

/**
 * Every mutation's result is nullable, so that one failing mutation in a document leaves its
 * siblings' results answered (a non-null field that fails nulls the whole `data`). A client of
 * the release reads these fields as possibly null from now on; the failure is in `errors`, as
 * before.
 */
const nullableMutationReason =
  'A failing mutation no longer nulls the results of the other mutations in the same document; the failure is in errors as before.';

function nullableMutation(field: string, type: string): AllowedIncompatibility {
  return {
    type: 'FIELD_CHANGED_KIND',
    description: `Mutation.${field} changed type from ${type}! to ${type}.`,
    reason: nullableMutationReason,
  };
}

/**
 * Incompatibilities with the baseline made on purpose. Empty after each roll-forward: the
 * baseline then holds them, and the test fails on an entry that no longer happens.
 */
export const allowedIncompatibilities: readonly AllowedIncompatibility[] = [
  nullableMutation('bulkSetDynamicPricing', 'BulkJob'),
  nullableMutation('bulkSyncBasePrice', 'BulkJob'),
  nullableMutation('exportPriceItems', 'Boolean'),
  nullableMutation('exportPrices', 'Boolean'),
  nullableMutation('login', 'Viewer'),
  nullableMutation('logout', 'Boolean'),
  nullableMutation('saveBuybackStrategy', 'BuybackStrategy'),
  nullableMutation('saveResellStrategy', 'ResellStrategy'),
  nullableMutation('setDynamicPricing', 'DynamicPricingResult'),
  nullableMutation('syncBasePrice', 'CatalogItem'),
  nullableMutation('toggleDynamicPrice', 'CatalogItem'),
  nullableMutation('uploadCatalog', 'Boolean'),
];

/**
 * What a client built against `before` could break on in `after`: graphql-js's breaking changes
 * (removed or retyped types, fields, arguments, enum values; new required arguments and input
 * fields) and changed argument defaults (a client that leaves the argument out gets other
 * results). Additions (types, fields, optional arguments, enum values) are not among them.
 */
export function incompatibilities(before: GraphQLSchema, after: GraphQLSchema): Incompatibility[] {
  const breaking = findBreakingChanges(before, after);
  const defaults = findDangerousChanges(before, after).filter(
    (change) => change.type === DangerousChangeType.ARG_DEFAULT_VALUE_CHANGE,
  );
  return [...breaking, ...defaults].map(({ type, description }) => ({ type, description }));
}

/** The baseline file for a schema file's text: the baseline's header, then the same SDL. */
export function baselineFileFor(schemaFileText: string): string {
  const sdl = schemaFileText.replace(/^(#[^\n]*\n)*\n*/, '');
  return `${baselineHeader}${sdl}`;
}
