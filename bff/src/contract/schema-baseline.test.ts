import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  allowedIncompatibilities,
  baselineFileFor,
  baselineFilePath,
  committedSchemaPath,
  incompatibilities,
} from './schema-baseline.js';

// schema/schema.graphql (equal to what the code prints: graphql/schema-contract.test.ts) against
// schema/baseline.graphql, the contract as last released. Additions pass; anything a client of
// the release could break on fails unless listed, with its reason, in allowedIncompatibilities.

const baseline = buildSchema(readFileSync(baselineFilePath, 'utf8'));
const committed = buildSchema(readFileSync(committedSchemaPath, 'utf8'));
const key = ({ type, description }: { type: string; description: string }) =>
  `${type}: ${description}`;

describe('schema/schema.graphql against the last release (schema/baseline.graphql)', () => {
  it('breaks nothing a client of the release relies on, but for the changes allowed', () => {
    const allowed = new Set(allowedIncompatibilities.map(key));
    const found = incompatibilities(baseline, committed).map(key);
    expect(found.filter((change) => !allowed.has(change))).toEqual([]);
  });

  it('allows only changes that happen (roll the baseline forward, then empty the list)', () => {
    const found = new Set(incompatibilities(baseline, committed).map(key));
    const stale = allowedIncompatibilities.filter((change) => !found.has(key(change)));
    expect(stale).toEqual([]);
    for (const change of allowedIncompatibilities) expect(change.reason.trim()).not.toBe('');
  });

  it('has the release header and the SDL of a schema file', () => {
    const text = readFileSync(baselineFilePath, 'utf8');
    expect(baselineFileFor(text)).toBe(text);
  });
});

describe('incompatibilities', () => {
  const before = buildSchema(`
    enum Sort { NAME PRICE }
    input Filter { search: String }
    type Item { id: ID! name: String price: Float color: String }
    type Query { items(sort: Sort = NAME, page: Int = 1, filter: Filter): [Item!]! }
  `);

  it('finds none in additions: types, fields, optional arguments and input fields, enum values', () => {
    const after = buildSchema(`
      enum Sort { NAME PRICE GRADE }
      input Filter { search: String grades: [String!] }
      type Stock { count: Int! }
      type Item { id: ID! name: String price: Float color: String stock: Stock }
      type Query {
        items(sort: Sort = NAME, page: Int = 1, filter: Filter, perPage: Int): [Item!]!
        stock(id: ID!): Stock
      }
    `);
    expect(incompatibilities(before, after)).toEqual([]);
  });

  it('finds a removed field and enum value, a retyped field, a new required argument and a changed default', () => {
    const after = buildSchema(`
      enum Sort { NAME }
      input Filter { search: String }
      type Item { id: ID! name: Int price: Float }
      type Query { items(sort: Sort = NAME, page: Int = 0, filter: Filter, store: ID!): [Item!]! }
    `);
    expect(
      incompatibilities(before, after)
        .map((change) => change.type)
        .sort(),
    ).toEqual([
      'ARG_DEFAULT_VALUE_CHANGE',
      'FIELD_CHANGED_KIND',
      'FIELD_REMOVED',
      'REQUIRED_ARG_ADDED',
      'VALUE_REMOVED_FROM_ENUM',
    ]);
  });
});
