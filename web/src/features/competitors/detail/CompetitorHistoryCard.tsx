import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, readFragment, type FragmentOf, type ResultOf } from '../../../graphql';
import { formatMoney } from '../../../format/format-money';
import { Card, CardBody, CardHeader, CardTitle } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import type { PriceSeries } from '../../../ui/PriceHistoryChart';
import { Skeleton } from '../../../ui/Skeleton';

// visx is only downloaded when a chart is actually drawn.
const PriceHistoryChart = lazy(() => import('../../../ui/PriceHistoryChart'));

export const CompetitorHistoryCard_item = graphql(`
  fragment CompetitorHistoryCard_item on CompetitorItemDetail {
    currencySymbol
    history {
      date
      minPrice
      medianPrice
      maxPrice
      averagePrice
    }
  }
`);

type HistoryPoint = ResultOf<typeof CompetitorHistoryCard_item>['history'][number];

function pointsOf(history: readonly HistoryPoint[], pick: (point: HistoryPoint) => number | null) {
  return history.flatMap((point) => {
    const price = pick(point);
    return price === null ? [] : [{ date: new Date(point.date), price }];
  });
}

/** Min shown, Median, Max and Avg hidden until switched on in the legend. */
export function CompetitorHistoryCard({
  item: itemRef,
}: {
  item: FragmentOf<typeof CompetitorHistoryCard_item>;
}) {
  const { t, i18n } = useTranslation();
  const { history, currencySymbol } = readFragment(CompetitorHistoryCard_item, itemRef);
  const series: PriceSeries[] = [
    {
      key: 'min',
      label: t('competitors.history.min'),
      points: pointsOf(history, (point) => point.minPrice),
    },
    {
      key: 'median',
      label: t('competitors.history.median'),
      points: pointsOf(history, (point) => point.medianPrice),
      hiddenByDefault: true,
    },
    {
      key: 'max',
      label: t('competitors.history.max'),
      points: pointsOf(history, (point) => point.maxPrice),
      hiddenByDefault: true,
    },
    {
      key: 'avg',
      label: t('competitors.history.avg'),
      points: pointsOf(history, (point) => point.averagePrice),
      hiddenByDefault: true,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('competitors.history.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        {history.length === 0 ? (
          <EmptyState title={t('competitors.history.empty')} />
        ) : (
          <Suspense fallback={<Skeleton lines={4} />}>
            <PriceHistoryChart
              ariaLabel={t('competitors.history.title')}
              series={series}
              formatPrice={(price) => formatMoney(price, currencySymbol, i18n.language)}
              noSeriesLabel={t('common.chart.noSeries')}
              legendLabel={t('common.chart.legend')}
            />
          </Suspense>
        )}
      </CardBody>
    </Card>
  );
}
