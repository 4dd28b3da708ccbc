/**
 * A readable label for an upstream key we have no translation for: 'screen_size' → 'Screen size'.
 * Keys come in snake_case, kebab-case or camelCase.
 */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
