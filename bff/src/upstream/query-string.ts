export type QueryValue = string | number | boolean | readonly string[] | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** Laravel-style query string: arrays as `name[]=a&name[]=b`; empty values are left out. */
export function encodeQuery(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const entry of value) params.append(`${name}[]`, entry);
    } else {
      params.append(name, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
