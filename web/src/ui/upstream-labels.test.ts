import { describe, expect, it } from 'vitest';
import { createI18n } from '../app/i18n/create-i18n';
import {
  batteryLabel,
  detailValueLabel,
  integrationTypeLabel,
  repricingModeLabel,
} from './upstream-labels';

const en = createI18n('en-GB').t;
const italian = createI18n('it-IT').t;

describe('labels of upstream codes', () => {
  it('words the integration type', () => {
    expect(integrationTypeLabel(en, 's3')).toBe('S3 file feed');
    expect(integrationTypeLabel(italian, 'shopify')).toBe('Negozio Shopify');
    // A type the app does not know yet is humanised, never shown raw.
    expect(integrationTypeLabel(en, 'big_commerce')).toBe('Big commerce');
  });

  it('words the repricing mode', () => {
    expect(repricingModeLabel(en, 'live')).toBe('applies new prices');
    expect(repricingModeLabel(en, 'dry_run')).toBe('dry run, new prices are only logged');
    expect(repricingModeLabel(italian, 'dry_run')).toBe(
      'simulazione, i nuovi prezzi sono solo registrati nel log',
    );
  });

  it('words the battery type, short in a Battery column and long on its own', () => {
    expect(batteryLabel(en, 'std')).toBe('Standard');
    expect(batteryLabel(en, 'new')).toBe('New');
    expect(batteryLabel(italian, 'new', true)).toBe('Batteria nuova');
    expect(batteryLabel(italian, 'std', true)).toBe('Batteria standard');
  });

  it('labels coded detail values and leaves the others as they are', () => {
    expect(detailValueLabel(italian, 'battery', 'new')).toBe('Nuova');
    expect(detailValueLabel(en, 'battery', 'std')).toBe('Standard');
    expect(detailValueLabel(en, 'color', 'new')).toBe('new');
  });
});
