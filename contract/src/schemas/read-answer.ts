// Reading a store answer against its schema: a compiled check first (the reference store's answers
// pass it as they are, for a few microseconds a page), and only when that fails the tolerant pass
// below, then the check again. What is tolerated is what stores are known to vary in; anything
// else fails with the first failing path, and a failing answer is never half used.
import { type Static, type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/** An answer read: its typed value, or the first path (JSON pointer, `/` for the whole) failing. */
export type AnswerReading<Schema extends TSchema> =
  { ok: true; value: Static<Schema> } | { ok: false; path: string; problem: string };

/** Reads answers of one schema; the check is compiled on first use. */
export type AnswerReader<Schema extends TSchema> = (answer: unknown) => AnswerReading<Schema>;

export function answerReader<Schema extends TSchema>(schema: Schema): AnswerReader<Schema> {
  let compiled: Validator | undefined;
  return (answer) => {
    // The checked value is the schema's type: the casts below are what the check proved.
    const validator = (compiled ??= Compile(schema));
    if (validator.Check(answer)) return { ok: true, value: answer as Static<Schema> };
    const tolerated = tolerate(schema, answer);
    if (validator.Check(tolerated)) return { ok: true, value: tolerated as Static<Schema> };
    const [first] = validator.Errors(tolerated);
    return {
      ok: false,
      path: first?.instancePath || '/',
      problem: first?.message ?? 'does not match',
    };
  };
}

/**
 * The answer with what stores are known to vary in turned into the contract's form, a new value
 * (the answer itself is left as it came):
 * - a number sent as a string of digits (`"12.50"`) where a number is expected; an integer only
 *   when the digits are one;
 * - a number where a string is expected (an id or a code sent as a number);
 * - `0`, `1`, `"0"`, `"1"`, `"true"`, `"false"` where a boolean is expected;
 * - a field left out where the contract allows null: null;
 * - a bare string where an object with `x-from-string` is expected (`fromStringKey`).
 * Anything else stays as it came and fails the check: an empty string is no number, null is no
 * string, `"abc"` is no price.
 */
export function tolerate(schema: TSchema, value: unknown): unknown {
  const node = schema as SchemaNode;
  if (node.anyOf) return tolerateUnion(node.anyOf, value);
  switch (node.type) {
    case 'number':
    case 'integer':
      return typeof value === 'string' ? numberFrom(value, node.type === 'integer') : value;
    case 'string':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    case 'boolean':
      return booleanFrom(value);
    case 'array':
      return Array.isArray(value) ? value.map((item) => tolerate(node.items ?? {}, item)) : value;
    case 'object':
      if (typeof value === 'string' && node[fromStringKey]) {
        return Object.fromEntries(node[fromStringKey].map((key) => [key, value]));
      }
      return isRecord(value) ? tolerateObject(node, value) : value;
    default:
      return value;
  }
}

/**
 * A schema option naming the fields an object takes from a bare string an older store sends in
 * its place (a filter choice `"Apple"` is `{ value: "Apple", label: "Apple" }`).
 */
export const fromStringKey = 'x-from-string';

interface SchemaNode {
  [fromStringKey]?: string[];
  const?: unknown;
  type?: string;
  anyOf?: TSchema[];
  items?: TSchema;
  properties?: Record<string, TSchema>;
  required?: string[];
  patternProperties?: Record<string, TSchema>;
}

function tolerateObject(node: SchemaNode, value: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...value };
  const required = new Set(node.required ?? []);
  for (const [key, property] of Object.entries(node.properties ?? {})) {
    if (result[key] === undefined) {
      if (required.has(key) && allowsNull(property)) result[key] = null;
    } else {
      result[key] = tolerate(property, result[key]);
    }
  }
  const [rest] = Object.values(node.patternProperties ?? {});
  if (rest && !node.properties) {
    for (const [key, entry] of Object.entries(result)) result[key] = tolerate(rest, entry);
  }
  return result;
}

/**
 * The first member the value fits as it is, else the first it fits once tolerated; when none fits,
 * the value tolerated as the member its literal fields name (a strategy's `type`), so that the
 * failing path is the field that fails in that member, not a field only another member has.
 */
function tolerateUnion(members: TSchema[], value: unknown): unknown {
  if (members.some((member) => fits(member, value))) return value;
  for (const member of members) {
    const tolerated = tolerate(member, value);
    if (fits(member, tolerated)) return tolerated;
  }
  const named = members.find((member) => isNamedBy(member, value));
  return named ? tolerate(named, value) : value;
}

/** An object member with literal fields, all of which the value has. */
function isNamedBy(member: TSchema, value: unknown): boolean {
  const literals = Object.entries((member as SchemaNode).properties ?? {}).filter(
    ([, property]) => 'const' in property,
  );
  return (
    isRecord(value) &&
    literals.length > 0 &&
    literals.every(([key, property]) => (property as SchemaNode).const === value[key])
  );
}

/** Union members' checks, compiled once each (an older store's page tries them on every row). */
const memberChecks = new WeakMap<TSchema, Validator>();

function fits(member: TSchema, value: unknown): boolean {
  let check = memberChecks.get(member);
  if (!check) memberChecks.set(member, (check = Compile(member)));
  return check.Check(value);
}

function allowsNull(schema: TSchema): boolean {
  const node = schema as SchemaNode;
  return node.type === 'null' || (node.anyOf ?? []).some(allowsNull);
}

function numberFrom(text: string, integer: boolean): number | string {
  if (!/^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(text)) return text;
  const parsed = Number(text);
  return Number.isFinite(parsed) && (!integer || Number.isInteger(parsed)) ? parsed : text;
}

function booleanFrom(value: unknown): unknown {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
