import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { ParentSize } from '@visx/responsive';
import { PriceScatter, StyledSwatch } from './PriceScatter';

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
  const { hidden, toggle } = useHiddenSeries(series);
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

  return (
    <StyledFigure aria-label={ariaLabel}>
      <StyledPlot>
        {shown.length === 0 || !dateDomain || !priceDomain ? (
          <StyledNoSeries>{noSeriesLabel}</StyledNoSeries>
        ) : (
          <ParentSize debounceTime={50}>
            {({ width, height }) => (
              <PriceScatter
                width={width}
                height={height}
                shown={shown}
                dateDomain={dateDomain}
                priceDomain={priceDomain}
                labelByKey={labelByKey}
                colorByKey={colorByKey}
                formatPrice={formatPrice}
              />
            )}
          </ParentSize>
        )}
      </StyledPlot>
      <ChartLegend
        label={legendLabel}
        series={series}
        colorOf={colorOf}
        hidden={hidden}
        onToggle={toggle}
      />
    </StyledFigure>
  );
}

/** One button per series, pressed while it is shown. */
function ChartLegend({
  label,
  series,
  colorOf,
  hidden,
  onToggle,
}: {
  label: string;
  series: PriceHistoryChartProps['series'];
  colorOf: (index: number) => string;
  hidden: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  return (
    <StyledLegend role="group" aria-label={label}>
      {series.map((entry, index) => {
        const on = !hidden.has(entry.key);
        return (
          <StyledLegendButton
            key={entry.key}
            type="button"
            aria-pressed={on}
            onClick={() => onToggle(entry.key)}
          >
            <StyledSwatch $color={colorOf(index)} $on={on} />
            {entry.label}
          </StyledLegendButton>
        );
      })}
    </StyledLegend>
  );
}

/** Which series are switched off: at first those hidden by default, then the legend's choice. */
function useHiddenSeries(series: PriceHistoryChartProps['series']) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(series.filter((entry) => entry.hiddenByDefault).map((entry) => entry.key)),
  );
  function toggle(key: string) {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }
  return { hidden, toggle };
}
