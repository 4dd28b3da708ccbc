import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../data/reference';
import { acceptedCategories, matchCategory } from './category-mapping';

const all = CATEGORIES;
const phonesAndTablets = CATEGORIES.filter((category) =>
  ['smartphone', 'tablet'].includes(category.slug),
);
const slugOf = (text: string, categories = all, ourIds = false) => {
  const match = matchCategory(text, categories, { ourIds });
  return match.kind === 'category' ? match.category.slug : match.kind;
};

describe('matchCategory', () => {
  it("knows the store's own slugs, names and (where asked) ids", () => {
    expect(slugOf('smartphone')).toBe('smartphone');
    expect(slugOf(' PC ')).toBe('pc');
    expect(slugOf('Smartwatch')).toBe('smartwatch');
    expect(slugOf('4', all, true)).toBe('tablet');
    expect(slugOf('4', all, false)).toBe('unknown');
  });

  it("maps Google's taxonomy ids and paths, including deeper paths", () => {
    expect(slugOf('267')).toBe('smartphone');
    expect(slugOf('Electronics > Communications > Telephony > Mobile Phones')).toBe('smartphone');
    expect(
      slugOf('electronics>communications>telephony>mobile phones>unlocked mobile phones'),
    ).toBe('smartphone');
    expect(slugOf('4745')).toBe('tablet');
    expect(slugOf('Electronics > Computers > Tablet Computers')).toBe('tablet');
    expect(slugOf('328')).toBe('pc');
    expect(slugOf('325')).toBe('pc');
    expect(slugOf('201')).toBe('smartwatch');
    expect(slugOf('Apparel & Accessories > Jewelry > Watches')).toBe('smartwatch');
  });

  it('reads a seller path word by word ("Smartphones > Apple", "Orologi > Apple")', () => {
    expect(slugOf('Smartphones > Apple')).toBe('smartphone');
    expect(slugOf('Orologi > Apple')).toBe('smartwatch');
    expect(slugOf('Laptops > Lenovo')).toBe('pc');
    expect(slugOf('Apparel & Accessories > Jewelry > Smart Watches')).toBe('smartwatch');
  });

  it('never guesses: unknown, outside the store, or more than one category', () => {
    expect(slugOf('Toaster')).toBe('unknown');
    expect(slugOf('Apple > iPhone')).toBe('unknown');
    expect(slugOf('222')).toBe('unknown');
    expect(slugOf('Laptops', phonesAndTablets)).toBe('unknown');
    expect(slugOf('278')).toBe('ambiguous');
    expect(slugOf('Tablets > Watches')).toBe('ambiguous');
    expect(slugOf('Electronics > Computers', phonesAndTablets)).toBe('tablet');
  });

  it('lists the values a seller may write', () => {
    expect(acceptedCategories(all)).toBe('smartphone, pc, smartwatch, tablet');
  });
});
