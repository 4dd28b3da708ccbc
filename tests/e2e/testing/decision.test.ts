import { describe, expect, it } from 'vitest';
import { checkDecisionArithmetic, type DecisionLine } from './decision';

const line = (kind: string, label: string, note: string, amount: number | null): DecisionLine => ({
  kind,
  label,
  note,
  amount,
});

describe("the journeys' check of an explanation's figures", () => {
  it('accepts steps that add up, in English and in Italian', () => {
    expect(
      checkDecisionArithmetic(
        [
          line('REFERENCE', 'Median market price', '6 offers in IT, DE, FR, grade C', 868.82),
          line('VARIATION', 'Variation', '−2% on €868.82', 851.44),
          line(
            'MARGIN',
            'Minimum margin',
            'At least €661.40 keeps a 15% margin over the cost €562.19',
            851.44,
          ),
          line('CLAMP', 'Price limits', "Within the item's limits €590.30–€1,141.25", 851.44),
        ],
        'en-GB',
      ),
    ).toEqual([]);
    expect(
      checkDecisionArithmetic(
        [
          line(
            'REFERENCE',
            'Offerta più bassa della concorrenza',
            '2 offerte in IT, grado A',
            1512.38,
          ),
          line('UNDERCUT', "Un'unità sotto", '1,00 € sotto 1.512,38 €', 1511.38),
          line('ROUNDING', 'Arrotondamento', 'Per difetto con finale in 9', 1509),
          line(
            'RANGE',
            'Intervallo della strategia',
            "Entro l'intervallo 1.509,00 €–1.629,00 €",
            1509,
          ),
          line('CLAMP', 'Limiti di prezzo', 'Mantenuto al prezzo minimo 1.520,00 €', 1520),
        ],
        'it-IT',
      ),
    ).toEqual([]);
  });

  it('names each step whose amount does not follow from the one before', () => {
    const problems = checkDecisionArithmetic(
      [
        line('REFERENCE', 'Median market price', '6 offers', 868.82),
        line('VARIATION', 'Variation', '−2% on €868.82', 851.45),
        line('ROUNDING', 'Rounding', 'Down to the nearest amount ending in 9', 859),
        line('CLAMP', 'Price limits', "Within the item's limits €590.30–€800.00", 859),
      ],
      'en-GB',
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^Variation .* 868\.82 should give 851\.44, shows 851\.45$/);
    expect(problems[1]).toMatch(/^Rounding: 851\.45 → 859 is not a rounding down$/);
    expect(problems[2]).toMatch(/should give 800, shows 859$/);
  });

  it('needs a reference to start from', () => {
    expect(checkDecisionArithmetic([line('VARIATION', 'Variation', '−2%', 1)], 'en-GB')).toEqual([
      'the explanation does not start with a reference amount',
    ]);
  });
});
