import { describe, expect, it } from 'vitest';
import { holdsBuybox, offersByMarketplace, standingIn, type BuyboxOffer } from './buybox-standing';

const offer = (price: number | null, isMine = false, vendorName = 'RinnovaShop Phones') => ({
  vendorName,
  vendorCountry: vendorName === 'ZweitMarkt Phones' ? 'de' : 'it',
  price,
  isMine,
});

function mineIn(offers: BuyboxOffer[]) {
  const group = offersByMarketplace(offers).find((candidate) =>
    candidate.offers.some((row) => row.isMine),
  );
  if (!group) throw new Error('no marketplace with the seller');
  return standingIn(group);
}

describe('buybox standing', () => {
  it('groups by marketplace, cheapest first, the seller’s marketplace first', () => {
    const groups = offersByMarketplace([
      offer(500.07, false, 'ZweitMarkt Phones'),
      offer(543.02, false, 'ZweitMarkt Phones'),
      offer(527.6),
      offer(null),
      offer(511, true),
      offer(504.07, false, 'ZweitMarkt Phones'),
    ]);
    expect(groups.map((group) => group.vendorName)).toEqual([
      'RinnovaShop Phones',
      'ZweitMarkt Phones',
    ]);
    expect(groups[0]?.offers.map((row) => row.price)).toEqual([511, 527.6, null]);
    expect(groups[1]?.offers.map((row) => row.price)).toEqual([500.07, 504.07, 543.02]);
    expect(groups[1]?.lowestPrice).toBe(500.07);
  });

  it('marks the offers at the lowest price as holding the buybox', () => {
    const [group] = offersByMarketplace([offer(10), offer(10), offer(12), offer(null)]);
    if (!group) throw new Error('no group');
    expect(group.offers.map((row) => holdsBuybox(row, group))).toEqual([true, true, false, false]);
  });

  it('ranks the seller among the offers listed, with the gap to the lowest', () => {
    expect(mineIn([offer(100), offer(103.3), offer(104.2, true), offer(110), offer(120)])).toEqual({
      kind: 'above',
      rank: 3,
      total: 5,
      gap: 4.2,
      tiedWith: 0,
    });
  });

  it('shares a rank with an offer at the same price', () => {
    expect(mineIn([offer(100), offer(104.2), offer(104.2, true), offer(110)])).toEqual({
      kind: 'above',
      rank: 2,
      total: 4,
      gap: 4.2,
      tiedWith: 1,
    });
  });

  it('says the seller is the lowest, and by how much', () => {
    expect(mineIn([offer(99.9, true), offer(100.1), offer(120)])).toEqual({
      kind: 'lowest',
      gap: 0.2,
    });
  });

  it('says the seller shares the lowest price', () => {
    expect(mineIn([offer(99.9, true), offer(99.9), offer(99.9), offer(120)])).toEqual({
      kind: 'tiedLowest',
      others: 2,
    });
  });

  it('knows when the seller’s offer is the only one, and says nothing without a price', () => {
    expect(mineIn([offer(99.9, true), offer(null)])).toEqual({ kind: 'only' });
    expect(mineIn([offer(null, true), offer(100)])).toBeNull();
  });

  it('compares only within the seller’s marketplace', () => {
    expect(mineIn([offer(50, false, 'ZweitMarkt Phones'), offer(100, true), offer(101)])).toEqual({
      kind: 'lowest',
      gap: 1,
    });
  });
});
