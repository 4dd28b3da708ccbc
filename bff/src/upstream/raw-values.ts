/**
 * Tolerant readers for upstream JSON values. A real upstream may send numbers as strings or
 * leave fields out; these turn what arrives into what the schema promises (null when unknown).
 */

export function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The texts of a list, anything else in it left out; empty when it is no list. */
export function texts(value: unknown): string[] {
  return list(value).flatMap((entry) => text(entry) ?? []);
}

export function textOr(value: unknown, fallback: string): string {
  return text(value) ?? fallback;
}

export function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export function integer(value: unknown): number | null {
  const parsed = number(value);
  return parsed === null ? null : Math.trunc(parsed);
}

export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function list<T = unknown>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The id as GraphQL's ID: numbers and strings alike. */
export function id(value: unknown): string | null {
  return text(value);
}

/** Picks the member of a closed vocabulary, or null (an unknown value must not fail a list). */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  const candidate = text(value);
  return candidate !== null && (allowed as readonly string[]).includes(candidate)
    ? (candidate as T)
    : null;
}
