import { describe, expect, it } from 'vitest';
import { isAllowedUpgradeOrigin } from './upgrade-origin.js';

describe('isAllowedUpgradeOrigin', () => {
  const allowed = ['https://partner.example'];

  it('accepts the own host (any scheme a proxy terminated) and listed origins', () => {
    expect(isAllowedUpgradeOrigin('http://127.0.0.1:4000', '127.0.0.1:4000', allowed)).toBe(true);
    expect(isAllowedUpgradeOrigin('https://bff.example', 'bff.example', allowed)).toBe(true);
    expect(isAllowedUpgradeOrigin('https://partner.example', 'bff.example', allowed)).toBe(true);
  });

  it('refuses other hosts, ports, opaque and malformed origins', () => {
    expect(isAllowedUpgradeOrigin('https://evil.example', 'bff.example', allowed)).toBe(false);
    expect(isAllowedUpgradeOrigin('http://127.0.0.1:5000', '127.0.0.1:4000', allowed)).toBe(false);
    expect(isAllowedUpgradeOrigin('null', 'bff.example', allowed)).toBe(false);
    expect(isAllowedUpgradeOrigin('chrome-extension://abc', 'abc', allowed)).toBe(false);
    expect(isAllowedUpgradeOrigin('https://evil.example', undefined, allowed)).toBe(false);
  });

  it('lets clients without an Origin (not browsers) through', () => {
    expect(isAllowedUpgradeOrigin(undefined, 'bff.example', [])).toBe(true);
  });
});
