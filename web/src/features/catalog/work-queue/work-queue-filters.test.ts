import { describe, expect, it } from 'vitest';
import { catalogListView } from '../list/catalog-url-state';
import {
  normaliseWorkQueue,
  workQueueChange,
  workQueueOptionsSelected,
} from './work-queue-filters';

const none = { notifications: [], priceLimit: [], dynamicPricing: [], belowBase: [] };

describe('work-queue filters in the URL', () => {
  it('reads each filter, sends it in the GraphQL filter and counts it once', () => {
    const state = catalogListView.read(
      new URLSearchParams('grades=A&notifications=1&priceLimit=max&dynamicPricing=off&belowBase=1'),
    );
    expect(catalogListView.filterVariable(state)).toEqual({
      gradeIn: ['A'],
      hasNotifications: true,
      priceLimit: 'MAX',
      dynamicPricing: false,
      belowBasePrice: true,
    });
    expect(catalogListView.activeCount(state)).toBe(5);
    expect(catalogListView.write(state).toString()).toBe(
      'grades=A&notifications=1&priceLimit=max&dynamicPricing=off&belowBase=1',
    );
  });

  it('sends dynamic pricing on as true, and only a work-queue filter when alone', () => {
    const state = catalogListView.read(new URLSearchParams('dynamicPricing=on'));
    expect(catalogListView.filterVariable(state)).toEqual({ dynamicPricing: true });
    expect(
      catalogListView.filterVariable(catalogListView.read(new URLSearchParams('priceLimit=min'))),
    ).toEqual({
      priceLimit: 'MIN',
    });
  });

  it('drops unknown values and keeps one value per filter, so a hand-made URL cannot mislead', () => {
    const state = catalogListView.read(
      new URLSearchParams(
        'priceLimit=lowest&notifications=yes&dynamicPricing=on&dynamicPricing=off',
      ),
    );
    expect(state.selected).toMatchObject({
      priceLimit: [],
      notifications: [],
      dynamicPricing: ['off'],
    });
    expect(catalogListView.activeCount(state)).toBe(1);
    expect(catalogListView.filterVariable(state)).toEqual({ dynamicPricing: false });
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
