import { describe, expect, it } from 'vitest';
import {
  catalogFilterVariable,
  activeFilterCount,
  readCatalogViewState,
  writeCatalogViewState,
} from '../list/catalog-url-state';
import {
  normaliseWorkQueue,
  workQueueChange,
  workQueueOptionsSelected,
} from './work-queue-filters';

const none = { notifications: [], priceLimit: [], dynamicPricing: [], belowBase: [] };

describe('work-queue filters in the URL', () => {
  it('reads each filter, sends it in the GraphQL filter and counts it once', () => {
    const state = readCatalogViewState(
      new URLSearchParams('grades=A&notifications=1&priceLimit=max&dynamicPricing=off&belowBase=1'),
    );
    expect(catalogFilterVariable(state)).toEqual({
      grades: ['A'],
      hasNotifications: true,
      priceLimit: 'MAX',
      dynamicPricing: false,
      belowBasePrice: true,
    });
    expect(activeFilterCount(state)).toBe(5);
    expect(writeCatalogViewState(state).toString()).toBe(
      'grades=A&notifications=1&priceLimit=max&dynamicPricing=off&belowBase=1',
    );
  });

  it('sends dynamic pricing on as true, and only a work-queue filter when alone', () => {
    const state = readCatalogViewState(new URLSearchParams('dynamicPricing=on'));
    expect(catalogFilterVariable(state)).toEqual({ dynamicPricing: true });
    expect(
      catalogFilterVariable(readCatalogViewState(new URLSearchParams('priceLimit=min'))),
    ).toEqual({
      priceLimit: 'MIN',
    });
  });

  it('drops unknown values and keeps one value per filter, so a hand-made URL cannot mislead', () => {
    const state = readCatalogViewState(
      new URLSearchParams(
        'priceLimit=lowest&notifications=yes&dynamicPricing=on&dynamicPricing=off',
      ),
    );
    expect(state.selected).toMatchObject({
      priceLimit: [],
      notifications: [],
      dynamicPricing: ['off'],
    });
    expect(activeFilterCount(state)).toBe(1);
    expect(catalogFilterVariable(state)).toEqual({ dynamicPricing: false });
    expect(normaliseWorkQueue({ ...none, belowBase: ['0'] })).toEqual(none);
  });
});

describe('the work-queue group of the Filters panel', () => {
  it('shows the filters in use as checked options', () => {
    expect(workQueueOptionsSelected({ ...none, priceLimit: ['min'], belowBase: ['1'] })).toEqual([
      'priceLimit:min',
      'belowBase:1',
    ]);
  });

  it('turns a click into one filter change; at minimum and at maximum exclude each other', () => {
    expect(workQueueChange([], ['notifications:1'])).toEqual({
      key: 'notifications',
      values: ['1'],
    });
    expect(workQueueChange(['priceLimit:min'], ['priceLimit:min', 'priceLimit:max'])).toEqual({
      key: 'priceLimit',
      values: ['max'],
    });
    expect(workQueueChange(['dynamicPricing:off', 'belowBase:1'], ['belowBase:1'])).toEqual({
      key: 'dynamicPricing',
      values: [],
    });
    expect(workQueueChange(['belowBase:1'], ['belowBase:1'])).toBeNull();
  });
});
