import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BatteryBadge } from './BatteryBadge';
import { Card, CardHeader, CardTitle } from './Card';
import { EmptyState } from './EmptyState';
import { Flag } from './Flag';
import { Icon } from './Icon';
import { Money } from './Money';
import { Table, TableScroll, Td, Th, Tr } from './Table';

/** One offer of a product online, as every offers table shows it. */
export interface OfferRow {
  color: string | null;
  battery: string | null;
  price: number | null;
  currencySymbol: string;
  seller: string | null;
  /** The seller's country (ISO code). */
  country: string | null;
  url: string | null;
}

/** A column a screen adds after the seller's (its header and each offer's cell). */
export interface OfferColumn<Row> {
  header: string;
  cell: (offer: Row) => ReactNode;
}

export interface OffersTableProps<Row extends OfferRow> {
  title: string;
  /** What the card says when there is no offer. */
  emptyTitle: string;
  offers: readonly Row[];
  extraColumn?: OfferColumn<Row>;
}

/** Offers of a product online: colour, battery, price, country, seller and a link to each. */
export function OffersTable<Row extends OfferRow>({
  title,
  emptyTitle,
  offers,
  extraColumn,
}: OffersTableProps<Row>) {
  const { t } = useTranslation();
  const labels = {
    color: t('offers.color'),
    battery: t('offers.battery'),
    price: t('offers.price'),
    country: t('offers.country'),
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      {offers.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <TableScroll label={title}>
          <Table>
            <thead>
              <tr>
                <Th>{labels.color}</Th>
                <Th>{labels.battery}</Th>
                <Th $align="right">{labels.price}</Th>
                <Th>{labels.country}</Th>
                <Th>{t('offers.seller')}</Th>
                {extraColumn ? <Th>{extraColumn.header}</Th> : null}
                <Th>
                  <span className="visually-hidden">{t('offers.link')}</span>
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
                    {offer.country ? <Flag country={offer.country} /> : '-'}
                  </Td>
                  <Td $card="title">{offer.seller ?? '-'}</Td>
                  {extraColumn ? (
                    <Td $label={extraColumn.header}>{extraColumn.cell(offer)}</Td>
                  ) : null}
                  <Td $align="right">
                    {offer.url ? (
                      <a href={offer.url} target="_blank" rel="noreferrer">
                        <Icon name="external" size="sm" label={t('offers.link')} />
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
