import styled from 'styled-components';
import { Axis, GlyphSeries, Grid, Tooltip, XYChart } from '@visx/xychart';
import type { TooltipData } from '@visx/xychart';
import { formatDayMonth } from '../format/format-date';
import { useChartTheme } from './use-chart-theme';
import type { PricePoint, PriceSeries } from './PriceHistoryChart';

const NARROW_WIDTH = 480;

const StyledTooltip = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const StyledSwatch = styled.span<{ $color: string; $on: boolean }>`
  display: inline-block;
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $color }) => $color};
  background: ${({ $color, $on }) => ($on ? $color : 'transparent')};
`;

const xAccessor = (point: PricePoint) => point.date;
const yAccessor = (point: PricePoint) => point.price;

export interface PriceScatterProps {
  width: number;
  height: number;
  /** The series switched on, with their colours. */
  shown: ReadonlyArray<PriceSeries & { color: string }>;
  /** Of every series (timestamps), so switching one off does not rescale the others. */
  dateDomain: [number, number];
  priceDomain: [number, number];
  labelByKey: ReadonlyMap<string, string>;
  colorByKey: ReadonlyMap<string, string>;
  formatPrice: (price: number) => string;
}

/** The scatter itself: dates as DD/MM, prices in the item's money, a tooltip per date. */
export function PriceScatter({
  width,
  height,
  shown,
  dateDomain,
  priceDomain,
  labelByKey,
  colorByKey,
  formatPrice,
}: PriceScatterProps) {
  const chartTheme = useChartTheme();
  const narrow = width < NARROW_WIDTH;
  return (
    <XYChart
      width={width}
      height={height}
      margin={{ top: 12, right: narrow ? 8 : 16, bottom: 28, left: narrow ? 64 : 76 }}
      xScale={{
        type: 'time',
        domain: [new Date(dateDomain[0]), new Date(dateDomain[1])],
      }}
      yScale={{ type: 'linear', nice: true, zero: false, domain: priceDomain }}
      theme={chartTheme}
    >
      <Grid columns={false} numTicks={4} />
      <Axis
        orientation="bottom"
        numTicks={narrow ? 3 : 6}
        tickFormat={(value: Date) => formatDayMonth(new Date(value))}
      />
      <Axis orientation="left" numTicks={4} tickFormat={(value: number) => formatPrice(value)} />
      {shown.map((entry) => (
        <GlyphSeries
          key={entry.key}
          dataKey={entry.key}
          data={entry.points}
          xAccessor={xAccessor}
          yAccessor={yAccessor}
          colorAccessor={() => entry.color}
          size={7}
        />
      ))}
      <Tooltip<PricePoint>
        snapTooltipToDatumX
        snapTooltipToDatumY
        showDatumGlyph
        renderTooltip={({ tooltipData }) =>
          tooltipData ? (
            <SameDayTooltip
              tooltipData={tooltipData}
              labelByKey={labelByKey}
              colorByKey={colorByKey}
              formatPrice={formatPrice}
            />
          ) : null
        }
      />
    </XYChart>
  );
}

/** Every shown series' price on the pointed date. */
function SameDayTooltip({
  tooltipData,
  labelByKey,
  colorByKey,
  formatPrice,
}: {
  tooltipData: TooltipData<PricePoint>;
  labelByKey: ReadonlyMap<string, string>;
  colorByKey: ReadonlyMap<string, string>;
  formatPrice: (price: number) => string;
}) {
  const nearest = tooltipData.nearestDatum;
  if (!nearest) return null;
  const day = formatDayMonth(nearest.datum.date);
  const sameDay = Object.values(tooltipData.datumByKey).filter(
    (entry) => formatDayMonth(entry.datum.date) === day,
  );
  return (
    <StyledTooltip>
      <strong>{day}</strong>
      {sameDay.map((entry) => (
        <span key={entry.key}>
          <StyledSwatch $color={colorByKey.get(entry.key) ?? ''} $on />
          {labelByKey.get(entry.key) ?? entry.key}: {formatPrice(entry.datum.price)}
        </span>
      ))}
    </StyledTooltip>
  );
}
