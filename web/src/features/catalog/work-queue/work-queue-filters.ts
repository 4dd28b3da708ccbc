import type { VariablesOf } from '../../../graphql';
import type { CatalogListQuery } from '../list/catalog-list-query';

/**
 * The catalog's work-queue filters in the URL (docs/work-queue-and-bulk-actions.md): one query
 * parameter each, with one value at most, next to the list's other filters.
 *
 *   notifications=1        items with notifications
 *   priceLimit=min|max     items at their minimum / maximum price
 *   dynamicPricing=on|off  dynamic pricing on / off
 *   belowBase=1            price below base price
 */
export const WORK_QUEUE_FILTERS = [
  'notifications',
  'priceLimit',
  'dynamicPricing',
  'belowBase',
] as const;
export type WorkQueueFilter = (typeof WORK_QUEUE_FILTERS)[number];

const ACCEPTED: Record<WorkQueueFilter, readonly string[]> = {
  notifications: ['1'],
  priceLimit: ['min', 'max'],
  dynamicPricing: ['on', 'off'],
  belowBase: ['1'],
};

/** Each work-queue filter keeps its last accepted value only; anything else is dropped. */
export function normaliseWorkQueue(
  selected: Record<WorkQueueFilter, string[]>,
): Record<WorkQueueFilter, string[]> {
  const normalised = {} as Record<WorkQueueFilter, string[]>;
  for (const key of WORK_QUEUE_FILTERS) {
    const accepted = selected[key].filter((value) => ACCEPTED[key].includes(value));
    normalised[key] = accepted.length > 0 ? [accepted[accepted.length - 1] as string] : [];
  }
  return normalised;
}

/** The work-queue part of the catalog's GraphQL filter, as the list query's variables type it. */
export type WorkQueueVariable = Pick<
  NonNullable<VariablesOf<typeof CatalogListQuery>['filter']>,
  'hasNotifications' | 'priceLimit' | 'dynamicPricing' | 'belowBasePrice'
>;

export function workQueueVariable(selected: Record<WorkQueueFilter, string[]>): WorkQueueVariable {
  const [notifications] = selected.notifications;
  const [priceLimit] = selected.priceLimit;
  const [dynamicPricing] = selected.dynamicPricing;
  const [belowBase] = selected.belowBase;
  return {
    ...(notifications === '1' ? { hasNotifications: true } : {}),
    ...(priceLimit === 'min' ? { priceLimit: 'MIN' as const } : {}),
    ...(priceLimit === 'max' ? { priceLimit: 'MAX' as const } : {}),
    ...(dynamicPricing === 'on' || dynamicPricing === 'off'
      ? { dynamicPricing: dynamicPricing === 'on' }
      : {}),
    ...(belowBase === '1' ? { belowBasePrice: true } : {}),
  };
}

/** One button of the counts strip: the filter value it sets. */
export interface WorkQueueShortcut {
  key: WorkQueueFilter;
  value: string;
}

export const WORK_QUEUE_SHORTCUTS = {
  atMinimum: { key: 'priceLimit', value: 'min' },
  atMaximum: { key: 'priceLimit', value: 'max' },
  withNotifications: { key: 'notifications', value: '1' },
  dynamicPricingOff: { key: 'dynamicPricing', value: 'off' },
  belowBasePrice: { key: 'belowBase', value: '1' },
} as const satisfies Record<string, WorkQueueShortcut>;

/** The work-queue choices of the Filters panel, in one group: "key:value" per option. */
export const WORK_QUEUE_OPTIONS = [
  { option: 'notifications:1', label: 'catalog.workQueue.options.withNotifications' },
  { option: 'priceLimit:min', label: 'catalog.workQueue.options.atMinimum' },
  { option: 'priceLimit:max', label: 'catalog.workQueue.options.atMaximum' },
  { option: 'dynamicPricing:on', label: 'catalog.workQueue.options.dynamicPricingOn' },
  { option: 'dynamicPricing:off', label: 'catalog.workQueue.options.dynamicPricingOff' },
  { option: 'belowBase:1', label: 'catalog.workQueue.options.belowBasePrice' },
] as const;

/** The group's checked options for the filters in use. */
export function workQueueOptionsSelected(selected: Record<WorkQueueFilter, string[]>): string[] {
  return WORK_QUEUE_FILTERS.flatMap((key) => selected[key].map((value) => `${key}:${value}`));
}

/**
 * The one filter a click in the group changes: the option checked (it replaces the other value
 * of its filter: at minimum and at maximum, on and off exclude each other) or unchecked.
 */
export function workQueueChange(
  before: readonly string[],
  after: readonly string[],
): { key: WorkQueueFilter; values: string[] } | null {
  const added = after.find((option) => !before.includes(option));
  const removed = before.find((option) => !after.includes(option));
  const changed = added ?? removed;
  if (!changed) return null;
  const [key, value = ''] = changed.split(':') as [WorkQueueFilter, string];
  if (!WORK_QUEUE_FILTERS.includes(key)) return null;
  return { key, values: added ? [value] : [] };
}
