// Which of the store's categories an upload's category text names: our own names, the words
// sellers and shop platforms use, and Google's product taxonomy (ids and paths). The tables are
// written for sellers in docs/uploads.md ("Categories"); keep both in step.
import { type Category, type CategorySlug } from '../data/types';

/** Google product taxonomy entries that name one of our categories (or could be two). */
const GOOGLE_TAXONOMY: ReadonlyArray<{ id: number; path: string; slugs: CategorySlug[] }> = [
  {
    id: 267,
    path: 'Electronics > Communications > Telephony > Mobile Phones',
    slugs: ['smartphone'],
  },
  {
    id: 543513,
    path: 'Electronics > Communications > Telephony > Mobile Phones > Contract Mobile Phones',
    slugs: ['smartphone'],
  },
  {
    id: 543512,
    path: 'Electronics > Communications > Telephony > Mobile Phones > Pre-paid Mobile Phones',
    slugs: ['smartphone'],
  },
  {
    id: 543514,
    path: 'Electronics > Communications > Telephony > Mobile Phones > Unlocked Mobile Phones',
    slugs: ['smartphone'],
  },
  { id: 4745, path: 'Electronics > Computers > Tablet Computers', slugs: ['tablet'] },
  { id: 328, path: 'Electronics > Computers > Laptops', slugs: ['pc'] },
  { id: 325, path: 'Electronics > Computers > Desktop Computers', slugs: ['pc'] },
  // Google files smartwatches under Watches; a refurbished-electronics store sells no other kind.
  { id: 201, path: 'Apparel & Accessories > Jewelry > Watches', slugs: ['smartwatch'] },
  // "Computers" alone covers laptops, desktops and tablets: it never decides by itself.
  { id: 278, path: 'Electronics > Computers', slugs: ['pc', 'tablet'] },
];

/** Words for a category, in English and Italian, singular and plural (compared lower-case). */
const CATEGORY_WORDS: Record<CategorySlug, readonly string[]> = {
  smartphone: [
    'smartphone',
    'smartphones',
    'phone',
    'phones',
    'mobile phone',
    'mobile phones',
    'cell phone',
    'cell phones',
    'cellulare',
    'cellulari',
    'telefono',
    'telefoni',
  ],
  pc: [
    'pc',
    'pcs',
    'computer',
    'computers',
    'laptop',
    'laptops',
    'notebook',
    'notebooks',
    'desktop',
    'desktops',
    'desktop computers',
    'portatile',
    'portatili',
  ],
  smartwatch: [
    'smartwatch',
    'smartwatches',
    'smart watch',
    'smart watches',
    'watch',
    'watches',
    'orologio',
    'orologi',
  ],
  tablet: ['tablet', 'tablets', 'tablet computer', 'tablet computers'],
};

/** What a category text names. */
export type CategoryMatch =
  | { kind: 'category'; category: Category }
  /** It names a category the store does not sell (or none at all). */
  | { kind: 'unknown' }
  /** It could be several of the store's categories. */
  | { kind: 'ambiguous'; categories: Category[] };

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const pathKey = (text: string) =>
  text
    .split('>')
    .map((part) => normalise(part))
    .join(' > ');

/**
 * The store category a text names. `ourIds`: also accept our category ids ("1"), as the CSV
 * column and the catalog export write them; Google's numeric ids are accepted everywhere.
 */
export function matchCategory(
  text: string,
  storeCategories: readonly Category[],
  options: { ourIds: boolean },
): CategoryMatch {
  const wanted = normalise(text);
  if (wanted === '') return { kind: 'unknown' };
  const own = storeCategories.find(
    (category) =>
      category.slug === wanted ||
      normalise(category.name) === wanted ||
      (options.ourIds && String(category.id) === wanted),
  );
  if (own) return { kind: 'category', category: own };
  return toMatch(candidateSlugs(text), storeCategories);
}

function candidateSlugs(text: string): Set<CategorySlug> {
  const wanted = normalise(text);
  if (/^\d+$/.test(wanted)) {
    const entry = GOOGLE_TAXONOMY.find((candidate) => String(candidate.id) === wanted);
    return new Set(entry?.slugs ?? []);
  }
  // A Google path, or a deeper path under one of the listed ones; the longest listed one wins.
  const path = pathKey(text);
  const listed = GOOGLE_TAXONOMY.map((entry) => ({ entry, key: pathKey(entry.path) }))
    .filter(({ key }) => path === key || path.startsWith(`${key} > `))
    .sort((left, right) => right.key.length - left.key.length)[0];
  if (listed) return new Set(listed.entry.slugs);
  // A seller's own path ("Smartphones > Apple"): every part that is a category word counts.
  const found = new Set<CategorySlug>();
  for (const part of text.split('>')) {
    const word = normalise(part);
    for (const [slug, words] of Object.entries(CATEGORY_WORDS) as Array<
      [CategorySlug, readonly string[]]
    >) {
      if (words.includes(word)) found.add(slug);
    }
  }
  return found;
}

function toMatch(slugs: Set<CategorySlug>, storeCategories: readonly Category[]): CategoryMatch {
  const categories = storeCategories.filter((category) => slugs.has(category.slug));
  if (categories.length === 1 && categories[0])
    return { kind: 'category', category: categories[0] };
  if (categories.length > 1) return { kind: 'ambiguous', categories };
  return { kind: 'unknown' };
}

/** "smartphone, pc, smartwatch, tablet": the values a seller may write for this store. */
export function acceptedCategories(storeCategories: readonly Category[]): string {
  return storeCategories.map((category) => category.slug).join(', ');
}
