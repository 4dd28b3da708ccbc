import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { formatDateTime } from '../../../format/format-date';
import { formatMoney } from '../../../format/format-money';
import { Badge } from '../../../ui/Badge';
import { Card, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Flag } from '../../../ui/Flag';
import { Icon } from '../../../ui/Icon';
import { Money } from '../../../ui/Money';
import { GroupTh, Table, TableScroll, Td, Th, Tr } from '../../../ui/Table';
import {
  holdsBuybox,
  offersByMarketplace,
  standingIn,
  type MarketplaceOffers,
  type Standing,
} from './buybox-standing';

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

type BuyboxRow = ResultOf<typeof BuyboxTable_item>['buybox'][number];

const StyledStandings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  p {
    margin: 0;
  }
`;

const StyledSeller = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

// The seller's own offer stands out from the competitors'.
const StyledMineRow = styled(Tr)`
  &&& td {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* Muted grey falls below 4.5:1 on the tint. */
  &&& td[data-muted] {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const StyledMarketplace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** '3rd' / '3°': the ordinal rule of the language picks the ending. */
function ordinal(t: TFunction, locale: string, rank: number): string {
  const category = new Intl.PluralRules(locale, { type: 'ordinal' }).select(rank);
  const key = category === 'one' || category === 'two' || category === 'few' ? category : 'other';
  return t(`catalogDetail.buybox.ordinal.${key}`, { rank });
}

function standingSentence(
  t: TFunction,
  locale: string,
  standing: Standing,
  marketplace: string,
  currencySymbol: string,
): string {
  const money = (amount: number) => formatMoney(amount, currencySymbol, locale);
  switch (standing.kind) {
    case 'only':
      return t('catalogDetail.buybox.standing.only', { marketplace });
    case 'lowest':
      return t('catalogDetail.buybox.standing.lowest', { marketplace, gap: money(standing.gap) });
    case 'tiedLowest':
      return t('catalogDetail.buybox.standing.tiedLowest', {
        marketplace,
        count: standing.others,
      });
    case 'above': {
      const values = {
        marketplace,
        rank: ordinal(t, locale, standing.rank),
        total: standing.total,
        gap: money(standing.gap),
      };
      return standing.tiedWith > 0
        ? t('catalogDetail.buybox.standing.aboveTied', { ...values, count: standing.tiedWith })
        : t('catalogDetail.buybox.standing.above', values);
    }
  }
}

function MarketplaceRows({ group }: { group: MarketplaceOffers<BuyboxRow> }) {
  const { t, i18n } = useTranslation();
  const holders = group.offers.filter((row) => holdsBuybox(row, group)).length;
  const columns = {
    seller: t('catalogDetail.buybox.seller'),
    color: t('catalogDetail.buybox.color'),
    price: t('catalogDetail.buybox.price'),
    suggested: t('catalogDetail.buybox.suggested'),
    date: t('catalogDetail.buybox.date'),
  };
  return (
    <tbody>
      <tr>
        <GroupTh colSpan={6}>
          <StyledMarketplace>
            {group.vendorCountry ? <Flag country={group.vendorCountry} /> : null}
            {group.vendorName}
          </StyledMarketplace>
        </GroupTh>
      </tr>
      {group.offers.map((row, index) => {
        const Row = row.isMine ? StyledMineRow : Tr;
        const holder = holdsBuybox(row, group);
        return (
          <Row key={`${row.sellerName ?? ''}-${index}`}>
            <Td $sticky $card="title">
              <StyledSeller>
                {row.sellerName ?? '-'}
                {row.isMine ? (
                  <Badge $tone="primary">{t('catalogDetail.buybox.mine')}</Badge>
                ) : null}
                {holder ? (
                  <Badge $tone="success">
                    {holders > 1
                      ? t('catalogDetail.buybox.tiedHolder')
                      : t('catalogDetail.buybox.holder')}
                  </Badge>
                ) : null}
              </StyledSeller>
            </Td>
            <Td $label={columns.color}>{row.color ?? '-'}</Td>
            <Td $align="right" $label={columns.price}>
              {holder ? (
                <strong>
                  <Money amount={row.price} currencySymbol={row.currencySymbol} />
                </strong>
              ) : (
                <Money amount={row.price} currencySymbol={row.currencySymbol} />
              )}
            </Td>
            <Td $align="right" $label={columns.suggested}>
              <Money amount={row.suggestedPrice} currencySymbol={row.currencySymbol} />
            </Td>
            <Td $muted $label={columns.date}>
              {row.createdAt ? formatDateTime(row.createdAt, i18n.language) : '-'}
            </Td>
            <Td $align="right">
              {row.url ? (
                <a href={row.url} target="_blank" rel="noreferrer">
                  <Icon name="external" size="sm" label={t('offers.link')} />
                </a>
              ) : null}
            </Td>
          </Row>
        );
      })}
    </tbody>
  );
}

/**
 * The buybox of one item: per marketplace (the seller's first), the offers listed cheapest first,
 * the lowest marked as the buybox winner, and a sentence saying where the seller stands.
 */
export function BuyboxTable({ item: itemRef }: { item: FragmentOf<typeof BuyboxTable_item> }) {
  const { t, i18n } = useTranslation();
  const { buybox } = readFragment(BuyboxTable_item, itemRef);
  const groups = offersByMarketplace(buybox);
  const standings = groups.flatMap((group) => {
    const standing = standingIn(group);
    const mine = group.offers.find((row) => row.isMine);
    return standing && mine
      ? [
          {
            key: group.key,
            text: standingSentence(
              t,
              i18n.language,
              standing,
              group.vendorName,
              mine.currencySymbol,
            ),
          },
        ]
      : [];
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('catalogDetail.buybox.title')}</CardTitle>
      </CardHeader>
      {buybox.length === 0 ? (
        <EmptyState title={t('catalogDetail.buybox.empty')} />
      ) : (
        <>
          {standings.length > 0 ? (
            <StyledStandings>
              {standings.map((standing) => (
                <p key={standing.key}>{standing.text}</p>
              ))}
            </StyledStandings>
          ) : null}
          <TableScroll label={t('catalogDetail.buybox.title')}>
            <Table>
              <thead>
                <tr>
                  <Th $sticky>{t('catalogDetail.buybox.seller')}</Th>
                  <Th>{t('catalogDetail.buybox.color')}</Th>
                  <Th $align="right">{t('catalogDetail.buybox.price')}</Th>
                  <Th $align="right">{t('catalogDetail.buybox.suggested')}</Th>
                  <Th>{t('catalogDetail.buybox.date')}</Th>
                  <Th>
                    <span className="visually-hidden">{t('offers.link')}</span>
                  </Th>
                </tr>
              </thead>
              {groups.map((group) => (
                <MarketplaceRows key={group.key} group={group} />
              ))}
            </Table>
          </TableScroll>
        </>
      )}
    </Card>
  );
}
