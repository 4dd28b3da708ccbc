import { describe, expect, it } from 'vitest';
import { localeResources } from '../app/i18n/create-i18n';

// One word per concept on every screen: the `glossary` namespace of each locale holds the term,
// the other texts must use it and never a competing word for the same thing.

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const texts = {
  'en-GB': flatten(localeResources['en-GB'] as Tree),
  'it-IT': flatten(localeResources['it-IT'] as Tree),
};

interface Concept {
  /** The glossary key. */
  term: string;
  /** Words that must not stand for the concept anywhere, per locale. */
  competing: Partial<Record<keyof typeof texts, RegExp>>;
  /** Texts that name the concept and must use the glossary's word, per locale. */
  usedBy: Partial<Record<keyof typeof texts, string[]>>;
}

const both = (keys: string[]) => ({ 'en-GB': keys, 'it-IT': keys });

const concepts: Concept[] = [
  {
    term: 'glossary.tradeIn',
    competing: {
      'it-IT': /ritiro usato|riacquist|buy-?back|trade[- ]?in/i,
      'en-GB': /trade in\b/i,
    },
    usedBy: {
      'it-IT': [
        'sidebar.strategies.buyback',
        'catalogDetail.history.showTradeIn',
        'catalogDetail.history.tradeIn',
        'catalogDetail.offers.tradeInTitle',
        'strategies.buyback.title',
        'strategies.buyback.multipliers.title',
      ],
      // English keeps 'Buyback' for the strategies (the business), 'Trade-in' for the market.
      'en-GB': [
        'catalogDetail.history.showTradeIn',
        'catalogDetail.history.tradeIn',
        'catalogDetail.offers.tradeInTitle',
      ],
    },
  },
  {
    term: 'glossary.resell',
    competing: { 'it-IT': /resell|\bvendita usato/i },
    usedBy: both([
      'sidebar.strategies.resell',
      'catalogDetail.history.showResell',
      'catalogDetail.history.resell',
      'strategies.resell.title',
    ]),
  },
  {
    term: 'glossary.repricing',
    competing: { 'it-IT': /repric|riprezzament|ricalcolo/i },
    usedBy: both(['catalog.integration.repricingMode', 'strategies.resell.subtitle']),
  },
  {
    term: 'glossary.dynamicPrice',
    competing: {
      'it-IT': /prezz[oi] automatic|prezzi dinamici automatic/i,
      'en-GB': /automatic pric/i,
    },
    usedBy: both([
      'catalog.columns.dynamicPrice',
      'catalogDetail.dynamicPrice.activeLabel',
      'catalogDetail.dynamicPrice.enabled',
      'catalogDetail.dynamicPrice.disabled',
    ]),
  },
  {
    term: 'glossary.dryRun',
    competing: { 'it-IT': /dry.?run|prova a secco/i },
    usedBy: both(['catalog.dryRun']),
  },
  {
    term: 'glossary.seller',
    competing: { 'it-IT': /rivenditor/i, 'en-GB': /reseller/i },
    usedBy: both(['catalogDetail.buybox.seller', 'offers.seller']),
  },
  {
    term: 'glossary.stock',
    competing: { 'it-IT': /\bscorte\b|\bmagazzino\b/i },
    usedBy: both(['catalog.columns.stock']),
  },
  {
    term: 'glossary.batteryStandard',
    competing: { 'it-IT': /\busata\b|\bstd\b/i, 'en-GB': /\bused battery\b|\bstd\b/i },
    usedBy: both([]),
  },
];

function text(locale: keyof typeof texts, key: string): string {
  const found = texts[locale].find(([path]) => path === key);
  if (!found) throw new Error(`${locale} has no text at ${key}`);
  return found[1];
}

/** The glossary word as it appears inside a sentence ("Permuta" → "permuta"). */
const stem = (word: string) => word.toLocaleLowerCase().slice(0, Math.max(4, word.length - 1));

describe('glossary', () => {
  for (const locale of ['en-GB', 'it-IT'] as const) {
    describe(locale, () => {
      it.each(concepts.filter((concept) => concept.competing[locale]))(
        'never uses a competing word for $term',
        ({ competing }) => {
          const pattern = competing[locale] as RegExp;
          const offending = texts[locale].filter(([, value]) => pattern.test(value));
          expect(offending).toEqual([]);
        },
      );

      it.each(concepts.filter((concept) => (concept.usedBy[locale] ?? []).length > 0))(
        'names $term with the glossary word',
        ({ term, usedBy }) => {
          const word = stem(text(locale, term));
          const missing = (usedBy[locale] ?? []).filter(
            (key) => !text(locale, key).toLocaleLowerCase().includes(word),
          );
          expect(missing).toEqual([]);
        },
      );
    });
  }

  it('has the same terms in both languages', () => {
    const terms = (locale: keyof typeof texts) =>
      texts[locale].filter(([key]) => key.startsWith('glossary.')).map(([key]) => key);
    expect(terms('it-IT')).toEqual(terms('en-GB'));
    expect(terms('en-GB').length).toBeGreaterThanOrEqual(concepts.length);
  });
});
