import { describe, expect, it } from 'vitest';
import { codedError } from '../../errors.js';
import { withStrategyInputPaths } from './strategy-input-errors.js';

describe("the store's refusal of a strategy", () => {
  const refusal = codedError('BAD_USER_INPUT', 'The selected values.comparison is invalid.', {
    fieldErrors: {
      'values.comparison': ['The selected values.comparison is invalid.'],
      'values.validate_against_next_gen': [
        'The next-generation check is only available for smartphones.',
      ],
      'values.rounding_value': ['The rounding amount can have at most two decimals.'],
    },
  });

  it('is keyed by GraphQL input path and worded in Italian for an Italian user', () => {
    const mapped = withStrategyInputPaths(refusal, 'resell', 'it-IT') as {
      message: string;
      extensions: { code: string; fieldErrors: Record<string, string[]> };
    };
    expect(mapped.extensions.code).toBe('BAD_USER_INPUT');
    expect(mapped.extensions.fieldErrors).toEqual({
      'input.market.comparison': ['Il negozio non ha accettato questo valore.'],
      'input.market.validateAgainstNextGen': [
        'Il controllo sulla generazione successiva è disponibile solo per gli smartphone.',
      ],
      'input.variation.roundingValue': ['Il negozio non ha accettato questo valore.'],
    });
    expect(mapped.message).toBe('Alcuni valori della strategia non sono validi.');
  });

  it('maps the buyback names (price_positioning) to input.pricePositioning', () => {
    const buyback = codedError('BAD_USER_INPUT', 'Refused.', {
      fieldErrors: { price_positioning: ['The price positioning must be between -90 and 200.'] },
    });
    const mapped = withStrategyInputPaths(buyback, 'buyback', 'en-GB') as {
      extensions: { fieldErrors: Record<string, string[]> };
    };
    expect(mapped.extensions.fieldErrors).toEqual({
      'input.pricePositioning': ['The store did not accept this value.'],
    });
  });

  it('leaves other errors and refusals without field errors as they are', () => {
    const down = codedError('UPSTREAM_UNAVAILABLE');
    expect(withStrategyInputPaths(down, 'resell', 'it-IT')).toBe(down);
    const plain = codedError('BAD_USER_INPUT', 'Refused.');
    expect(withStrategyInputPaths(plain, 'resell', 'it-IT')).toBe(plain);
  });
});
