import styled, { useTheme } from 'styled-components';
import { ParentSize } from '@visx/responsive';
import { Axis, GlyphSeries, Grid, Tooltip, XYChart } from '@visx/xychart';
import { formatDayMonth } from '../../../format/format-date';
import { useChartTheme } from '../../../ui/use-chart-theme';

export interface ChartPoint {
  date: Date;
  price: number;
}

export interface ChartSeries {
  key: string;
  label: string;
  points: ChartPoint[];
}

export interface HistoricalScatterChartProps {
  series: ChartSeries[];
  formatPrice: (price: number) => string;
  ariaLabel: string;
}

const StyledTooltip = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledLegend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSwatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  margin-right: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $color }) => $color};
`;

const StyledPlot = styled.div`
  height: ${({ theme }) => theme.sizes.chartHeight};
`;

const StyledFigure = styled.figure`
  margin: 0;
`;

const xAccessor = (point: ChartPoint) => point.date;
const yAccessor = (point: ChartPoint) => point.price;

/** A visx scatter of prices over time, dates as DD/MM. Loaded only by chart screens. */
export default function HistoricalScatterChart({
  series,
  formatPrice,
  ariaLabel,
}: HistoricalScatterChartProps) {
  const chartTheme = useChartTheme();
  const visible = series.filter((entry) => entry.points.length > 0);
  const labelByKey = new Map(visible.map((entry) => [entry.key, entry.label]));

  return (
    <StyledFigure aria-label={ariaLabel}>
      <StyledPlot>
        <ParentSize>
          {({ width, height }) =>
            width > 0 ? (
              <XYChart
                width={width}
                height={height}
                margin={{ top: 12, right: 16, bottom: 32, left: 64 }}
                xScale={{ type: 'time' }}
                yScale={{ type: 'linear', nice: true, zero: false }}
                theme={chartTheme}
              >
                <Grid columns={false} numTicks={4} />
                <Axis
                  orientation="bottom"
                  numTicks={6}
                  tickFormat={(value: Date) => formatDayMonth(new Date(value))}
                />
                <Axis
                  orientation="left"
                  numTicks={4}
                  tickFormat={(value: number) => formatPrice(value)}
                />
                {visible.map((entry) => (
                  <GlyphSeries
                    key={entry.key}
                    dataKey={entry.key}
                    data={entry.points}
                    xAccessor={xAccessor}
                    yAccessor={yAccessor}
                    size={7}
                  />
                ))}
                <Tooltip<ChartPoint>
                  snapTooltipToDatumX
                  snapTooltipToDatumY
                  showDatumGlyph
                  renderTooltip={({ tooltipData }) =>
                    tooltipData?.nearestDatum ? (
                      <NearestTooltip
                        nearest={tooltipData.nearestDatum}
                        labelByKey={labelByKey}
                        formatPrice={formatPrice}
                      />
                    ) : null
                  }
                />
              </XYChart>
            ) : null
          }
        </ParentSize>
      </StyledPlot>
      <ChartLegend series={visible} />
    </StyledFigure>
  );
}

/** The pointed price: its series, date and amount. */
function NearestTooltip({
  nearest,
  labelByKey,
  formatPrice,
}: {
  nearest: { key: string; datum: ChartPoint };
  labelByKey: ReadonlyMap<string, string>;
  formatPrice: (price: number) => string;
}) {
  return (
    <StyledTooltip>
      <strong>{labelByKey.get(nearest.key) ?? nearest.key}</strong>
      <span>{formatDayMonth(nearest.datum.date)}</span>
      <span>{formatPrice(nearest.datum.price)}</span>
    </StyledTooltip>
  );
}

/** Each series' colour and name, in the chart's order. */
function ChartLegend({ series }: { series: ReadonlyArray<{ key: string; label: string }> }) {
  const theme = useTheme();
  const palette = theme.colors.chart.series;
  return (
    <StyledLegend>
      {series.map((entry, index) => (
        <li key={entry.key}>
          <StyledSwatch $color={palette[index % palette.length] ?? theme.colors.primary} />
          {entry.label}
        </li>
      ))}
    </StyledLegend>
  );
}
