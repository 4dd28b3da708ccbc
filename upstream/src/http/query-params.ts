// Reading query strings the way Laravel does (`grades[]=A`, `grades[0]=A` or a repeated `grades=A`)
// and validating them into 422 answers instead of failures deeper down.

export type ValidationErrors = Record<string, string[]>;

const MAX_LIST_VALUES = 200;
const MAX_VALUE_LENGTH = 200;

export function readList(query: URLSearchParams, name: string, errors: ValidationErrors): string[] {
  const values: string[] = [];
  for (const [key, value] of query) {
    if (
      key === name ||
      key === `${name}[]` ||
      (key.startsWith(`${name}[`) && /^\[\d+\]$/.test(key.slice(name.length)))
    ) {
      if (value !== '') values.push(value);
    }
  }
  if (values.length > MAX_LIST_VALUES)
    addError(errors, name, `The ${name} field must not have more than ${MAX_LIST_VALUES} items.`);
  values.forEach((value, index) => {
    if (value.length > MAX_VALUE_LENGTH)
      addError(
        errors,
        `${name}.${index}`,
        `The ${name}.${index} field must not be greater than ${MAX_VALUE_LENGTH} characters.`,
      );
  });
  return values;
}

export function readChoices<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  errors: ValidationErrors,
): T[] {
  const values = readList(query, name, errors);
  const result: T[] = [];
  values.forEach((value, index) => {
    if ((allowed as readonly string[]).includes(value)) result.push(value as T);
    else addError(errors, `${name}.${index}`, `The selected ${name}.${index} is invalid.`);
  });
  return result;
}

export function readSearch(query: URLSearchParams, errors: ValidationErrors): string {
  const value = query.get('search') ?? '';
  if (value.length > MAX_VALUE_LENGTH)
    addError(
      errors,
      'search',
      `The search field must not be greater than ${MAX_VALUE_LENGTH} characters.`,
    );
  return value.trim();
}

export function readPage(query: URLSearchParams, errors: ValidationErrors): number {
  return readInteger(query, 'page', 1, 1_000_000, errors) ?? 1;
}

/** A whole number from `min` to `max`; empty or absent: null. */
export function readInteger(
  query: URLSearchParams,
  name: string,
  min: number,
  max: number,
  errors: ValidationErrors,
): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    addError(errors, name, `The ${name} field must be an integer between ${min} and ${max}.`);
    return null;
  }
  return value;
}

/** One of `allowed`; empty or absent: null (not filtered). */
export function readChoice<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  errors: ValidationErrors,
): T | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  addError(errors, name, `The selected ${name} is invalid: use ${alternatives(allowed)}.`);
  return null;
}

/** A boolean: 1/true or 0/false; empty or absent: null (not filtered). */
export function readBoolean(
  query: URLSearchParams,
  name: string,
  errors: ValidationErrors,
): boolean | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  addError(errors, name, `The ${name} field must be true or false (1 or 0).`);
  return null;
}

/** `a, b or c`. */
function alternatives(values: readonly string[]): string {
  return values.length < 2
    ? values.join('')
    : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** `field:dir` among the allowed fields; dir is asc or desc. */
export function readSort<F extends string>(
  query: URLSearchParams,
  fields: readonly F[],
  fallback: { field: F; direction: SortDirection },
  errors: ValidationErrors,
): { field: F; direction: SortDirection } {
  const raw = query.get('sort');
  if (raw === null || raw === '') return fallback;
  const [field, direction] = raw.split(':');
  if (
    !field ||
    !(fields as readonly string[]).includes(field) ||
    (direction !== 'asc' && direction !== 'desc')
  ) {
    addError(
      errors,
      'sort',
      `The sort field must be one of ${fields.flatMap((name) => [`${name}:asc`, `${name}:desc`]).join(', ')}.`,
    );
    return fallback;
  }
  return { field: field as F, direction };
}

export type SortDirection = 'asc' | 'desc';

export function addError(errors: ValidationErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
