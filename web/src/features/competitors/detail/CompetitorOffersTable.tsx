import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../format/intl-formats';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { OffersTable } from '../../../ui/OffersTable';

export const CompetitorOffersTable_item = graphql(`
  fragment CompetitorOffersTable_item on CompetitorItemDetail {
    offers {
      color
      battery
      price
      currencySymbol
      sellerName
      url
      vendor {
        country
        rating
        reviewsUrl
      }
    }
  }
`);

/** Offers of the same product with the seller's rating linking to its reviews. */
export function CompetitorOffersTable({
  item: itemRef,
}: {
  item: FragmentOf<typeof CompetitorOffersTable_item>;
}) {
  const { t, i18n } = useTranslation();
  const rating = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const offers = readFragment(CompetitorOffersTable_item, itemRef).offers.map((offer) => ({
    ...offer,
    // A listing that does not say otherwise has the standard battery.
    battery: offer.battery ?? 'std',
    seller: offer.sellerName,
    country: offer.vendor?.country ?? null,
  }));
  return (
    <OffersTable
      title={t('competitors.offers.title')}
      emptyTitle={t('competitors.offers.empty')}
      offers={offers}
      extraColumn={{
        header: t('competitors.offers.reviews'),
        cell: ({ vendor }) =>
          vendor?.reviewsUrl && vendor.rating !== null ? (
            <a href={vendor.reviewsUrl} target="_blank" rel="noreferrer">
              {t('competitors.offers.rating', { rating: rating.format(vendor.rating) })}
            </a>
          ) : (
            '-'
          ),
      }}
    />
  );
}
