import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { OffersTable } from '../../../ui/OffersTable';

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
  const items = dataRef ? readFragment(MarketOffersTable_data, dataRef).items : [];
  const offers = items.map((item) => ({
    ...item,
    seller: item.sellerName ?? item.vendor?.name ?? null,
    country: item.vendor?.country ?? null,
  }));
  return <OffersTable title={title} emptyTitle={t('catalogDetail.offers.empty')} offers={offers} />;
}
