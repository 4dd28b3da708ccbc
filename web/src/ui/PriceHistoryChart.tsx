import { useMemo, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { ParentSize } from '@visx/responsive';
import { Axis, buildChartTheme, GlyphSeries, Grid, Tooltip, XYChart } from '@visx/xychart';
import { formatDayMonth } from '../format/format-date';

export interface PricePoint {
  date: Date;
  price: number;
}

export interface PriceSeries {
  key: string;
  label: string;
  points: PricePoint[];
  /** Starts hidden; the legend shows it (Median, Max and Avg of a competitor item). */
  hiddenByDefault?: boolean;
}

export interface PriceHistoryChartProps {
  series: PriceSeries[];
  formatPrice: (price: number) => string;
  ariaLabel: string;
  /** Shown in the plot area when every series is switched off in the legend. */
  noSeriesLabel: string;
  /** Accessible hint on the legend buttons, e.g. 'Show or hide a series'. */
  legendLabel: string;
}

// Below this width the axes thin out so the chart stays readable on a 360 px phone.
const NARROW_WIDTH = 480;

const StyledFigure = styled.figure`
  margin: 0;
  min-width: 0;
`;

const StyledPlot = styled.div`
  position: relative;
  height: ${({ theme }) => theme.sizes.chartHeight};
`;

const StyledNoSeries = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

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

const StyledLegend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const StyledLegendButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  /* A hidden series: struck through, in a grey that still reads at 4.5:1. */
  &[aria-pressed='false'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: line-through;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledSwatch = styled.span<{ $color: string; $on: boolean }>`
  display: inline-block;
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $color }) => $color};
  background: ${({ $color, $on }) => ($on ? $color : 'transparent')};
`;

const xAccessor = (point: PricePoint) => point.date;
const yAccessor = (point: PricePoint) => point.price;

function extent(values: number[]): [number, number] | null {
  if (values.length === 0) return null;
  return [Math.min(...values), Math.max(...values)];
}

/**
 * A visx scatter of prices over time: dates as DD/MM, prices in the item's currency,
 * a tooltip with every shown series at the pointed date and a legend whose entries switch series
 * on and off. The axes keep the range of all series, so toggling one does not rescale the others.
 */
export default function PriceHistoryChart({
  series,
  formatPrice,
  ariaLabel,
  noSeriesLabel,
  legendLabel,
}: PriceHistoryChartProps) {
  const theme = useTheme();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(series.filter((entry) => entry.hiddenByDefault).map((entry) => entry.key)),
  );
  const chartTheme = useMemo(
    () =>
      buildChartTheme({
        backgroundColor: theme.colors.surface,
        colors: [...theme.colors.chart.series],
        tickLength: 4,
        gridColor: theme.colors.chart.grid,
        gridColorDark: theme.colors.chart.axis,
        svgLabelSmall: { fill: theme.colors.textMuted, fontSize: 11, fontFamily: theme.fonts.body },
        svgLabelBig: { fill: theme.colors.text, fontSize: 12, fontFamily: theme.fonts.body },
        xAxisLineStyles: { stroke: theme.colors.chart.axis },
        yAxisLineStyles: { stroke: theme.colors.chart.axis },
        xTickLineStyles: { stroke: theme.colors.chart.axis },
        yTickLineStyles: { stroke: theme.colors.chart.axis },
      }),
    [theme],
  );
  const palette = theme.colors.chart.series;
  const colorOf = (index: number) => palette[index % palette.length] ?? theme.colors.primary;
  const allPoints = series.flatMap((entry) => entry.points);
  const dateDomain = extent(allPoints.map((point) => point.date.getTime()));
  const priceDomain = extent(allPoints.map((point) => point.price));
  const shown = series
    .map((entry, index) => ({ ...entry, color: colorOf(index) }))
    .filter((entry) => !hidden.has(entry.key) && entry.points.length > 0);
  const labelByKey = new Map(series.map((entry) => [entry.key, entry.label]));
  const colorByKey = new Map(series.map((entry, index) => [entry.key, colorOf(index)]));

  function toggle(key: string) {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <StyledFigure aria-label={ariaLabel}>
      <StyledPlot>
        {shown.length === 0 || !dateDomain || !priceDomain ? (
          <StyledNoSeries>{noSeriesLabel}</StyledNoSeries>
        ) : (
          <ParentSize debounceTime={50}>
            {({ width, height }) => {
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
                  <Axis
                    orientation="left"
                    numTicks={4}
                    tickFormat={(value: number) => formatPrice(value)}
                  />
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
                    renderTooltip={({ tooltipData }) => {
                      const nearest = tooltipData?.nearestDatum;
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
                              {labelByKey.get(entry.key) ?? entry.key}:{' '}
                              {formatPrice(entry.datum.price)}
                            </span>
                          ))}
                        </StyledTooltip>
                      );
                    }}
                  />
                </XYChart>
              );
            }}
          </ParentSize>
        )}
      </StyledPlot>
      <StyledLegend role="group" aria-label={legendLabel}>
        {series.map((entry, index) => {
          const on = !hidden.has(entry.key);
          return (
            <StyledLegendButton
              key={entry.key}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(entry.key)}
            >
              <StyledSwatch $color={colorOf(index)} $on={on} />
              {entry.label}
            </StyledLegendButton>
          );
        })}
      </StyledLegend>
    </StyledFigure>
  );
}
