import { describe, expect, it } from 'vitest';
import { humaniseKey } from './humanise-key';

describe('humaniseKey', () => {
  it('turns snake_case, kebab-case and camelCase keys into a sentence-case label', () => {
    expect(humaniseKey('some_key')).toBe('Some key');
    expect(humaniseKey('battery-health')).toBe('Battery health');
    expect(humaniseKey('screenSizeInches')).toBe('Screen size inches');
    expect(humaniseKey('  __year__ ')).toBe('Year');
  });

  it('leaves a key with nothing to read as it is', () => {
    expect(humaniseKey('__')).toBe('__');
  });
});
