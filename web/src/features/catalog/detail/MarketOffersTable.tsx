import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { BatteryBadge } from '../../../ui/BatteryBadge';
import { Card, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Flag } from '../../../ui/Flag';
import { Icon } from '../../../ui/Icon';
import { Money } from '../../../ui/Money';
import { Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';

export const MarketOffersTable_data = graphql(`
  fragment MarketOffersTable_data on MarketData {
    items {
      color
      battery
      price
      currencySymbol
      url
      sellerName
      vendor {
        name
        country
      }
    }
  }
`);

export interface MarketOffersTableProps {
  title: string;
  data: FragmentOf<typeof MarketOffersTable_data> | null;
}

/** Online resell or trade-in offers (colour, battery, price, country). */
export function MarketOffersTable({ title, data: dataRef }: MarketOffersTableProps) {
  const { t } = useTranslation();
  const offers = dataRef ? readFragment(MarketOffersTable_data, dataRef).items : [];
  const labels = {
    color: t('catalogDetail.offers.color'),
    battery: t('catalogDetail.offers.battery'),
    price: t('catalogDetail.offers.price'),
    country: t('catalogDetail.offers.country'),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {offers.length === 0 ? (
        <EmptyState title={t('catalogDetail.offers.empty')} />
      ) : (
        <TableScroll label={title}>
          <Table>
            <thead>
              <tr>
                <Th>{t('catalogDetail.offers.color')}</Th>
                <Th>{t('catalogDetail.offers.battery')}</Th>
                <Th $align="right">{t('catalogDetail.offers.price')}</Th>
                <Th>{t('catalogDetail.offers.country')}</Th>
                <Th>{t('catalogDetail.offers.seller')}</Th>
                <Th>
                  <span className="visually-hidden">{t('catalogDetail.offers.link')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer, index) => (
                <Tr key={`${offer.url ?? ''}-${index}`}>
                  <Td $label={labels.color}>{offer.color ?? '-'}</Td>
                  <Td $label={labels.battery}>
                    <BatteryBadge batteryType={offer.battery} />
                  </Td>
                  <Td $align="right" $label={labels.price}>
                    <Money amount={offer.price} currencySymbol={offer.currencySymbol} />
                  </Td>
                  <Td $label={labels.country}>
                    {offer.vendor?.country ? <Flag country={offer.vendor.country} /> : '-'}
                  </Td>
                  <Td $card="title">{offer.sellerName ?? offer.vendor?.name ?? '-'}</Td>
                  <Td $align="right">
                    {offer.url ? (
                      <a href={offer.url} target="_blank" rel="noreferrer">
                        <Icon name="external" size="sm" label={t('catalogDetail.offers.link')} />
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
