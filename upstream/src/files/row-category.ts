// Which of the store's categories an upload row names (docs/uploads.md): the first source that
// names one wins, unless another names a different one.
import type { Category } from '../data/types';
import type { RawField, RowContext, RowProblem } from './catalog-upload-row';
import { quoted } from './catalog-upload-row';
import { acceptedCategories, type CategoryMatch, matchCategory } from './category-mapping';
import { uploadText } from './upload-messages';

/** The category a row names and the source that named it, or why there is none. */
export type CategoryReading = { slug: string; source: RawField } | { problem: RowProblem } | null;

/** Resolves rows' categories for one file; rows repeat the same few texts, each matched once. */
export class CategoryResolver {
  /** Per text: its match as one of our categories, and as a Google product category. */
  private readonly matches = new Map<string, CategoryMatch>();
  private readonly googleMatches = new Map<string, CategoryMatch>();

  constructor(private readonly context: Pick<RowContext, 'locale' | 'categories'>) {}

  /**
   * The category the row's sources name: the first that names one of the store's categories,
   * provided no other names a different one. Null when no source has a value.
   */
  resolve(sources: readonly RawField[]): CategoryReading {
    // Most rows name their category once: read without building the list below.
    const only = sources.length === 1 ? sources[0] : undefined;
    if (only !== undefined) {
      if (only.value.trim() === '') return null;
      const match = this.match(only);
      if (match.kind === 'category') return { slug: match.category.slug, source: only };
      return { problem: this.unknown(only, match) };
    }
    const matches = sources
      .filter((source) => source.value.trim() !== '')
      .map((source) => ({ source, match: this.match(source) }));
    let first: { source: RawField; category: Category } | null = null;
    for (const { source, match } of matches) {
      if (match.kind !== 'category') continue;
      if (first === null) first = { source, category: match.category };
      else if (match.category.id !== first.category.id) {
        return { problem: this.conflict(first, { source, category: match.category }) };
      }
    }
    if (first) return { slug: first.category.slug, source: first.source };
    const unclear = matches.find((entry) => entry.match.kind === 'ambiguous') ?? matches[0];
    if (!unclear) return null;
    return { problem: this.unknown(unclear.source, unclear.match) };
  }

  private match(source: RawField): CategoryMatch {
    const googleTaxonomy = source.googleTaxonomy === true;
    const matches = googleTaxonomy ? this.googleMatches : this.matches;
    let match = matches.get(source.value);
    if (match === undefined) {
      match = matchCategory(source.value, this.context.categories, { ourIds: !googleTaxonomy });
      matches.set(source.value, match);
    }
    return match;
  }

  private conflict(
    first: { source: RawField; category: Category },
    other: { source: RawField; category: Category },
  ): RowProblem {
    const value = quoted(first.source.value);
    return {
      column: first.source.column,
      value,
      message: uploadText(this.context.locale, 'categoryConflict', {
        column: first.source.column,
        value,
        category: first.category.slug,
        otherColumn: other.source.column,
        otherValue: quoted(other.source.value),
        otherCategory: other.category.slug,
      }),
    };
  }

  private unknown(source: RawField, match: CategoryMatch): RowProblem {
    const { locale, categories } = this.context;
    const value = quoted(source.value);
    const column = source.column;
    const accepted = acceptedCategories(categories);
    return {
      column,
      value,
      message:
        match.kind === 'ambiguous'
          ? uploadText(locale, 'categoryAmbiguous', {
              column,
              value,
              candidates: match.categories.map((category) => category.slug).join(', '),
              accepted,
            })
          : uploadText(locale, 'categoryUnknown', { column, value, accepted }),
    };
  }
}
