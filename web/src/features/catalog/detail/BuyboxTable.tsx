import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf } from '../../../graphql';
import { formatDateTime } from '../../../format/formatDate';
import { Badge } from '../../../ui/Badge';
import { Card, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Flag } from '../../../ui/Flag';
import { Icon } from '../../../ui/Icon';
import { Money } from '../../../ui/Money';
import { Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';

export const BuyboxTable_item = graphql(`
  fragment BuyboxTable_item on CatalogItem {
    buybox {
      vendorName
      vendorCountry
      price
      suggestedPrice
      sellerName
      isMine
      url
      currencySymbol
      createdAt
      color
    }
  }
`);

export function BuyboxTable({ item: itemRef }: { item: FragmentOf<typeof BuyboxTable_item> }) {
  const { t, i18n } = useTranslation();
  const { buybox } = readFragment(BuyboxTable_item, itemRef);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalogDetail.buybox.title')}</CardTitle>
      </CardHeader>
      {buybox.length === 0 ? (
        <EmptyState title={t('catalogDetail.buybox.empty')} />
      ) : (
        <TableScroll label={t('catalogDetail.buybox.title')}>
          <Table>
            <thead>
              <tr>
                <Th>{t('catalogDetail.buybox.vendor')}</Th>
                <Th>{t('catalogDetail.buybox.seller')}</Th>
                <Th>{t('catalogDetail.buybox.color')}</Th>
                <Th $align="right">{t('catalogDetail.buybox.price')}</Th>
                <Th $align="right">{t('catalogDetail.buybox.suggested')}</Th>
                <Th>{t('catalogDetail.buybox.date')}</Th>
                <Th>
                  <span className="visually-hidden">{t('catalogDetail.offers.link')}</span>
                </Th>
              </tr>
            </thead>
            <tbody>
              {buybox.map((row, index) => (
                <Tr key={`${row.vendorName}-${row.sellerName ?? ''}-${index}`}>
                  <Td>
                    {row.vendorCountry ? <Flag country={row.vendorCountry} /> : null}{' '}
                    {row.vendorName}
                  </Td>
                  <Td>
                    {row.sellerName ?? '-'}{' '}
                    {row.isMine ? (
                      <Badge $tone="primary">{t('catalogDetail.buybox.mine')}</Badge>
                    ) : null}
                  </Td>
                  <Td>{row.color ?? '-'}</Td>
                  <Td $align="right">
                    <Money amount={row.price} currencySymbol={row.currencySymbol} />
                  </Td>
                  <Td $align="right">
                    <Money amount={row.suggestedPrice} currencySymbol={row.currencySymbol} />
                  </Td>
                  <Td $muted>
                    {row.createdAt ? formatDateTime(row.createdAt, i18n.language) : '-'}
                  </Td>
                  <Td $align="right">
                    {row.url ? (
                      <a href={row.url} target="_blank" rel="noreferrer">
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
