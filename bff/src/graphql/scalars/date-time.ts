import { GraphQLScalarType, Kind } from 'graphql';

/**
 * ISO-8601 date-time. Upstream dates arrive as ISO strings, `YYYY-MM-DD HH:MM:SS` or epoch
 * numbers; all leave as ISO strings. Unparseable text is passed on unchanged rather than lost.
 */
export const DateTimeScalar = new GraphQLScalarType<string | null, string>({
  name: 'DateTime',
  description: 'An ISO-8601 date-time string, e.g. 2024-05-01T09:30:00.000Z.',
  serialize(value) {
    return toIsoDateTime(value as string | number | Date);
  },
  parseValue(value) {
    if (typeof value !== 'string') throw new TypeError('DateTime must be a string');
    return toIsoDateTime(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    return toIsoDateTime(ast.value);
  },
});

export function toIsoDateTime(value: string | number | Date): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? value.replace(' ', 'T') : value;
  const parsed = Date.parse(normalised);
  return Number.isNaN(parsed) ? value : new Date(parsed).toISOString();
}
