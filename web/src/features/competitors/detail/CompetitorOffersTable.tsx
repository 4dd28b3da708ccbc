import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { BatteryBadge } from '../../../ui/BatteryBadge';
import { Card, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Flag } from '../../../ui/Flag';
import { Icon } from '../../../ui/Icon';
import { Money } from '../../../ui/Money';
import { Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';

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
  const { offers } = readFragment(CompetitorOffersTable_item, itemRef);
  const rating = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const labels = {
    color: t('competitors.offers.color'),
    battery: t('competitors.offers.battery'),
    price: t('competitors.offers.price'),
    country: t('competitors.offers.country'),
    reviews: t('competitors.offers.reviews'),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('competitors.offers.title')}</CardTitle>
      </CardHeader>
      {offers.length === 0 ? (
        <EmptyState title={t('competitors.offers.empty')} />
      ) : (
        <TableScroll label={t('competitors.offers.title')}>
          <Table>
            <thead>
              <tr>
                <Th>{t('competitors.offers.color')}</Th>
                <Th>{t('competitors.offers.battery')}</Th>
                <Th $align="right">{t('competitors.offers.price')}</Th>
                <Th>{t('competitors.offers.country')}</Th>
                <Th>{t('competitors.offers.seller')}</Th>
                <Th>{t('competitors.offers.reviews')}</Th>
                <Th>
                  <span className="visually-hidden">{t('competitors.offers.link')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer, index) => (
                <Tr key={`${offer.url ?? ''}-${index}`}>
                  <Td $label={labels.color}>{offer.color ?? '-'}</Td>
                  <Td $label={labels.battery}>
                    <BatteryBadge batteryType={offer.battery ?? 'std'} />
                  </Td>
                  <Td $align="right" $label={labels.price}>
                    <Money amount={offer.price} currencySymbol={offer.currencySymbol} />
                  </Td>
                  <Td $label={labels.country}>
                    {offer.vendor?.country ? <Flag country={offer.vendor.country} /> : '-'}
                  </Td>
                  <Td $card="title">{offer.sellerName ?? '-'}</Td>
                  <Td $label={labels.reviews}>
                    {offer.vendor?.reviewsUrl && offer.vendor.rating !== null ? (
                      <a href={offer.vendor.reviewsUrl} target="_blank" rel="noreferrer">
                        {t('competitors.offers.rating', {
                          rating: rating.format(offer.vendor.rating),
                        })}
                      </a>
                    ) : (
                      '-'
                    )}
                  </Td>
                  <Td $align="right">
                    {offer.url ? (
                      <a href={offer.url} target="_blank" rel="noreferrer">
                        <Icon name="external" size="sm" label={t('competitors.offers.link')} />
                      </a>
                    ) : null}
                  </Td>
                </Tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}
