import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../app/i18n/create-i18n';
import { compareFigures, itemsChanging, type PreviewFigures } from './preview-figures';
import { previewDetails, previewHeadline, previewSentence } from './preview-sentences';

function someFigures(overrides: Partial<PreviewFigures> = {}): PreviewFigures {
  return {
    itemsTotal: 360,
    itemsPriced: 340,
    up: 111,
    down: 201,
    unchanged: 28,
    skipped: 20,
    skippedByReason: [
      { reason: 'No market price', count: 12 },
      { reason: 'No base price', count: 8 },
    ],
    atMinimum: 14,
    atMaximum: 1,
    totalChange: -1234.5,
    medianChangePercent: -2.4,
    marginBefore: 31.2,
    marginAfter: 29.8,
    ...overrides,
  };
}

const english = createI18n('en-GB');
const italian = createI18n('it-IT');

describe("the preview in the seller's words", () => {
  it('says how many items would change, which way, the median, the limits and the margin', () => {
    expect(previewSentence(someFigures(), english.t, 'en-GB')).toBe(
      '312 items would change: 201 down, 111 up, median -2.4%; ' +
        '14 would stop at their minimum price; 1 would stop at its maximum price; ' +
        'margin 31.2% → 29.8%; 28 would stay as they are; ' +
        '20 would be skipped (No market price: 12 items, No base price: 8 items)',
    );
  });

  it('says it in Italian with Italian numbers', () => {
    const figures = someFigures({ up: 1100, down: 201, medianChangePercent: 1.25 });
    expect(previewHeadline(figures, italian.t, 'it-IT')).toBe(
      '1301 articoli cambierebbero prezzo: 201 in calo, 1100 in aumento, mediana +1,3%',
    );
    expect(previewDetails(figures, italian.t, 'it-IT').slice(0, 3)).toEqual([
      '14 si fermerebbero al loro prezzo minimo',
      '1 si fermerebbe al suo prezzo massimo',
      'margine 31,2% → 29,8%',
    ]);
  });

  it('says when no price would change, and leaves out what is not there', () => {
    const figures = someFigures({
      up: 0,
      down: 0,
      unchanged: 340,
      atMinimum: 0,
      atMaximum: 0,
      skipped: 0,
      skippedByReason: [],
      medianChangePercent: null,
      marginBefore: null,
      marginAfter: null,
    });
    expect(previewSentence(figures, english.t, 'en-GB')).toBe(
      'No item would change price; 340 would stay as they are',
    );
  });
});

describe('comparing the saved strategy with the edit', () => {
  it('gives each figure of both with the difference, rounded as shown', () => {
    const saved = someFigures({ up: 100, down: 180, medianChangePercent: -2.04, marginAfter: 30 });
    const edited = someFigures({ medianChangePercent: -2.36, marginAfter: null });
    const rows = compareFigures(saved, edited);
    expect(rows.map((row) => row.figure)).toEqual([
      'changing',
      'down',
      'up',
      'unchanged',
      'medianChangePercent',
      'atMinimum',
      'atMaximum',
      'skipped',
      'marginAfter',
      'totalChange',
    ]);
    expect(rows[0]).toEqual({
      figure: 'changing',
      kind: 'count',
      saved: 280,
      edited: 312,
      difference: 32,
    });
    // -2.4 shown against -2.0 shown: 0.4 points lower, whatever the digits behind.
    expect(rows[4]?.difference).toBe(-0.4);
    expect(rows[5]?.difference).toBe(0);
    expect(rows[8]).toMatchObject({ saved: 30, edited: null, difference: null });
    expect(itemsChanging(saved)).toBe(280);
  });
});
