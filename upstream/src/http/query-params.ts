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
  const raw = query.get('page');
  if (raw === null || raw === '') return 1;
  const page = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(page) || page < 1 || page > 1_000_000) {
    addError(errors, 'page', 'The page field must be an integer between 1 and 1000000.');
    return 1;
  }
  return page;
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
