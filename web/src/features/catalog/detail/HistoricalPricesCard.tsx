import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { formatMoney } from '../../../format/format-money';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { ContactNotice } from './ContactNotice';
import type { PriceSeries } from '../../../ui/PriceHistoryChart';

// visx is only downloaded when a chart is actually drawn (the competitor listing's chart too).
const PriceHistoryChart = lazy(() => import('../../../ui/PriceHistoryChart'));

/** The contact notice for a mode the account lacks hides after 2500 ms. */
export const CONTACT_NOTICE_MS = 2500;

export const HistoricalPricesCard_item = graphql(`
  fragment HistoricalPricesCard_item on CatalogItem {
    currencySymbol
    resell {
      historical {
        vendorName
        date
        medianPrice
      }
      snapshots {
        createdAt
        price
      }
    }
    buyback {
      historical {
        vendorName
        date
        medianPrice
      }
      snapshots {
        createdAt
        price
      }
    }
  }
`);

type Mode = 'resell' | 'buyback';
type Item = ResultOf<typeof HistoricalPricesCard_item>;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledBody = styled(CardBody)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function seriesFor(
  item: Item,
  mode: Mode,
  yourPriceLabel: string,
  marketLabel: string,
): PriceSeries[] {
  const data = item[mode];
  if (!data) return [];
  const byVendor = new Map<string, PriceSeries>();
  for (const point of data.historical) {
    if (point.medianPrice === null) continue;
    const key = point.vendorName ?? marketLabel;
    const entry = byVendor.get(key) ?? { key, label: key, points: [] };
    entry.points.push({ date: new Date(point.date), price: point.medianPrice });
    byVendor.set(key, entry);
  }
  const yours: PriceSeries = {
    key: '__yours',
    label: yourPriceLabel,
    points: data.snapshots.map((snapshot) => ({
      date: new Date(snapshot.createdAt),
      price: snapshot.price,
    })),
  };
  return [...byVendor.values(), yours].filter((entry) => entry.points.length > 0);
}

export interface HistoricalPricesCardProps {
  item: FragmentOf<typeof HistoricalPricesCard_item>;
  resellAccess: boolean;
  buybackAccess: boolean;
  supportEmail: string;
}

export function HistoricalPricesCard({
  item: itemRef,
  resellAccess,
  buybackAccess,
  supportEmail,
}: HistoricalPricesCardProps) {
  const { t, i18n } = useTranslation();
  const item = readFragment(HistoricalPricesCard_item, itemRef);
  const [mode, setMode] = useState<Mode>(resellAccess || !buybackAccess ? 'resell' : 'buyback');
  const [noticeShown, setNoticeShown] = useState(false);
  const allowed = mode === 'resell' ? resellAccess : buybackAccess;

  useEffect(() => {
    if (!noticeShown) return;
    const timer = setTimeout(() => setNoticeShown(false), CONTACT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [noticeShown]);

  function switchTo(next: Mode) {
    const nextAllowed = next === 'resell' ? resellAccess : buybackAccess;
    if (!nextAllowed) {
      setNoticeShown(true);
      return;
    }
    setMode(next);
  }

  const other: Mode = mode === 'resell' ? 'buyback' : 'resell';
  const title =
    mode === 'resell' ? t('catalogDetail.history.resell') : t('catalogDetail.history.tradeIn');
  const series = allowed
    ? seriesFor(item, mode, t('catalogDetail.history.yourPrice'), t('catalogDetail.history.market'))
    : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <StyledActions>
          <Button $size="sm" onClick={() => switchTo(other)}>
            {other === 'resell'
              ? t('catalogDetail.history.showResell')
              : t('catalogDetail.history.showTradeIn')}
          </Button>
        </StyledActions>
      </CardHeader>
      <StyledBody>
        {noticeShown ? <ContactNotice supportEmail={supportEmail} /> : null}
        {!allowed ? (
          <ContactNotice supportEmail={supportEmail} />
        ) : series.length === 0 ? (
          <EmptyState title={t('catalogDetail.history.empty')} />
        ) : (
          <Suspense fallback={<Skeleton lines={4} />}>
            <PriceHistoryChart
              ariaLabel={title}
              series={series}
              formatPrice={(price) => formatMoney(price, item.currencySymbol, i18n.language)}
              noSeriesLabel={t('common.chart.noSeries')}
              legendLabel={t('common.chart.legend')}
            />
          </Suspense>
        )}
      </StyledBody>
    </Card>
  );
}
