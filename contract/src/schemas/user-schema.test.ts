import { describe, expect, it } from 'vitest';
import { NotificationsReceivedSchema } from './notifications-schema.js';
import { answerReader } from './read-answer.js';
import { ProfileAnswerSchema } from './user-schema.js';

const readProfile = answerReader(ProfileAnswerSchema);
const readNotifications = answerReader(NotificationsReceivedSchema);

const smartphones = { id: 1, name: 'Smartphone', slug: 'smartphone' };

/** A profile as an older store sends it: flags as 0/1, ids as text, configuration half there. */
const olderProfile = {
  id: '5',
  name: 'Mario Rossi',
  email: 'mario@example.com',
  language: 'it',
  categories: [smartphones],
  vendors: [{ id: 3, name: 'Marketplace', country: 'it', category: 1 }],
  configuration: { show_catalog: 1, store_slug: 'slug-a' },
  strategies: [
    {
      id: 2,
      category: smartphones,
      type: 'variation',
      values: { min_price_percentage: '-5', max_price_percentage: 15, rounding_type: 'nine' },
    },
  ],
  buyback_strategies: [],
};

describe('the profile schema', () => {
  it("reads an older store's profile: numbers as text, 0/1 flags, nullable fields left out, a vendor's category by id", () => {
    const reading = readProfile(olderProfile);
    expect(reading).toMatchObject({
      ok: true,
      value: {
        id: 5,
        vendors: [{ category: 1 }],
        configuration: {
          show_catalog: true,
          store_name: null,
          integration: null,
          google_feed_url: null,
        },
        extra: null,
        strategies: [{ values: { min_price_percentage: -5, rounding_value: null } }],
      },
    });
  });

  it('refuses a strategy whose values are not numbers, naming the field', () => {
    const broken = structuredClone(olderProfile);
    broken.strategies[0]!.values.max_price_percentage = 'lots' as unknown as number;
    expect(readProfile(broken)).toMatchObject({
      ok: false,
      path: '/strategies/0/values/max_price_percentage',
    });
  });

  it('refuses a strategy of a type the contract does not have', () => {
    const broken = structuredClone(olderProfile);
    broken.strategies[0]!.type = 'auction';
    expect(readProfile(broken).ok).toBe(false);
  });
});

describe('the notification list schema', () => {
  const notification = {
    id: 9,
    type: 'a_kind_of_a_newer_store',
    message: 'Something happened.',
    catalog_item_id: null,
    data: { row_errors: [] },
    created_at: '2026-11-27T10:00:00Z',
  };

  it("reads an older store's bare list, and a kind or data field it does not know", () => {
    expect(readNotifications([notification])).toEqual({ ok: true, value: [notification] });
  });

  it('refuses a count below 0 and a price that is no number', () => {
    expect(readNotifications({ count: -1, items: [] }).ok).toBe(false);
    const limit = { ...notification, data: { price: 'cheap' } };
    expect(readNotifications({ count: 1, items: [limit] }).ok).toBe(false);
  });
});
