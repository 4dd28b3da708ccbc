/**
 * Where the seller stands in the buybox. The upstream lists the cheapest offers of each
 * marketplace and the seller's own offer; within one marketplace (one currency) offers compare by
 * price, and the lowest holds the buybox. Ranks count only the offers listed, and say so.
 */
export interface BuyboxOffer {
  vendorName: string;
  vendorCountry: string | null;
  price: number | null;
  isMine: boolean;
}

export interface MarketplaceOffers<Offer extends BuyboxOffer> {
  /** vendorName and country: one marketplace. */
  key: string;
  vendorName: string;
  vendorCountry: string | null;
  /** Cheapest first; offers without a price last, in the order they came. */
  offers: Offer[];
  /** The lowest price listed, or null when no offer has a price. */
  lowestPrice: number | null;
}

export type Standing =
  /** The seller's offer is the only one listed with a price. */
  | { kind: 'only' }
  /** Strictly the lowest; `gap` to the next offer. */
  | { kind: 'lowest'; gap: number }
  /** The lowest price, shared with `others` offers. */
  | { kind: 'tiedLowest'; others: number }
  /**
   * Above the lowest: `rank` counts the offers strictly cheaper plus one (two offers at the same
   * price share a rank), out of `total` offers listed; `tiedWith` other offers have the same price.
   */
  | { kind: 'above'; rank: number; total: number; gap: number; tiedWith: number };

const cents = (amount: number) => Math.round(amount * 100);

/** Offers grouped by marketplace, each cheapest first; the seller's marketplaces come first. */
export function offersByMarketplace<Offer extends BuyboxOffer>(
  offers: readonly Offer[],
): MarketplaceOffers<Offer>[] {
  const groups = new Map<string, MarketplaceOffers<Offer>>();
  for (const offer of offers) {
    const key = `${offer.vendorCountry ?? ''}\u0000${offer.vendorName}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        vendorName: offer.vendorName,
        vendorCountry: offer.vendorCountry,
        offers: [],
        lowestPrice: null,
      };
      groups.set(key, group);
    }
    group.offers.push(offer);
  }
  const result = [...groups.values()];
  for (const group of result) {
    group.offers = group.offers
      .map((offer, index) => ({ offer, index }))
      .sort(
        (left, right) =>
          (left.offer.price ?? Number.POSITIVE_INFINITY) -
            (right.offer.price ?? Number.POSITIVE_INFINITY) || left.index - right.index,
      )
      .map(({ offer }) => offer);
    const prices = group.offers.flatMap((offer) => (offer.price === null ? [] : [offer.price]));
    group.lowestPrice = prices.length > 0 ? Math.min(...prices) : null;
  }
  const mine = (group: MarketplaceOffers<Offer>) => group.offers.some((offer) => offer.isMine);
  return result.sort(
    (left, right) =>
      Number(mine(right)) - Number(mine(left)) ||
      (left.vendorCountry ?? '').localeCompare(right.vendorCountry ?? '') ||
      left.vendorName.localeCompare(right.vendorName),
  );
}

/** True for the offers at the marketplace's lowest price: the buybox holder(s). */
export function holdsBuybox(offer: BuyboxOffer, group: MarketplaceOffers<BuyboxOffer>): boolean {
  return (
    offer.price !== null &&
    group.lowestPrice !== null &&
    cents(offer.price) === cents(group.lowestPrice)
  );
}

/** The seller's standing in one marketplace, or null without a priced offer of theirs there. */
export function standingIn(group: MarketplaceOffers<BuyboxOffer>): Standing | null {
  const mine = group.offers.find((offer) => offer.isMine && offer.price !== null);
  if (!mine || mine.price === null) return null;
  const myCents = cents(mine.price);
  const others = group.offers.filter((offer) => offer !== mine && offer.price !== null);
  if (others.length === 0) return { kind: 'only' };
  const otherCents = others.map((offer) => cents(offer.price as number));
  const cheaper = otherCents.filter((price) => price < myCents).length;
  const same = otherCents.filter((price) => price === myCents).length;
  if (cheaper === 0 && same === 0) {
    return { kind: 'lowest', gap: (Math.min(...otherCents) - myCents) / 100 };
  }
  if (cheaper === 0) return { kind: 'tiedLowest', others: same };
  return {
    kind: 'above',
    rank: cheaper + 1,
    total: others.length + 1,
    gap: (myCents - Math.min(...otherCents)) / 100,
    tiedWith: same,
  };
}
