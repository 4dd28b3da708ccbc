import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar, Line } from '@visx/shape';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../format/format-percent';
import { useChartTheme } from '../../../ui/use-chart-theme';
import { useElementWidth } from '../../../ui/use-element-width';
import { formatCount } from '../../../format/format-count';

export interface ChangeBucket {
  fromPercent: number;
  toPercent: number;
  count: number;
}

const HEIGHT = 190;
const MARGIN = { top: 16, right: 16, bottom: 44, left: 40 };
/** Narrower bars than this get no count above them (the label would not fit). */
const LABELLED_BAR_WIDTH = 22;

const StyledFigure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-width: 0;
`;

const StyledCaption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledPlot = styled.div`
  min-width: 0;
  height: ${HEIGHT}px;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface ChangeHistogramProps {
  buckets: readonly ChangeBucket[];
}

/**
 * How many priced items each size of change would get: bars below zero are price cuts, above zero
 * rises. Screen readers get every bar in words (the chart's label; the drawing itself is hidden
 * from them), sighted readers the count above each bar that has room for it and the words on hover.
 */
export function ChangeHistogram({ buckets }: ChangeHistogramProps) {
  const { t, i18n } = useTranslation();
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const locale = i18n.language;
  const percent = (value: number) => formatPercent(value, locale);
  const barText = (bucket: ChangeBucket) =>
    t('strategies.preview.histogram.bar', {
      range: t('strategies.preview.histogram.range', {
        from: percent(bucket.fromPercent),
        to: percent(bucket.toPercent),
      }),
      count: bucket.count,
      value: formatCount(bucket.count, locale),
    });
  const shown = buckets.some((bucket) => bucket.count > 0);
  return (
    <StyledFigure>
      <StyledCaption>{t('strategies.preview.histogram.title')}</StyledCaption>
      {shown ? (
        <StyledPlot
          ref={plotRef}
          role="img"
          aria-label={[t('strategies.preview.histogram.label'), ...buckets.map(barText)].join('; ')}
        >
          {width > 0 ? (
            <HistogramPlot
              buckets={buckets}
              width={width}
              barText={barText}
              percent={percent}
              count={(value) => formatCount(value, locale)}
              axisLabel={t('strategies.preview.histogram.axis')}
            />
          ) : null}
        </StyledPlot>
      ) : (
        <StyledEmpty>{t('strategies.preview.histogram.empty')}</StyledEmpty>
      )}
    </StyledFigure>
  );
}

interface HistogramPlotProps {
  buckets: readonly ChangeBucket[];
  width: number;
  axisLabel: string;
  barText: (bucket: ChangeBucket) => string;
  percent: (value: number) => string;
  count: (value: number) => string;
}

function HistogramPlot({ buckets, width, axisLabel, barText, percent, count }: HistogramPlotProps) {
  const theme = useTheme();
  const { axisStyles } = useChartTheme();
  const first = buckets[0]?.fromPercent ?? 0;
  const last = buckets[buckets.length - 1]?.toPercent ?? 0;
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear<number>({ domain: [first, last], range: [0, innerWidth] });
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...buckets.map((bucket) => bucket.count))],
    range: [innerHeight, 0],
    nice: true,
  });
  // A bucket holds changes from its lower bound up to (not including) its upper one, the last
  // bucket its upper bound too: the one holding 0 % (unchanged prices) is neither cut nor rise.
  const colour = (bucket: ChangeBucket, index: number) => {
    const isLast = index === buckets.length - 1;
    const holdsZero =
      bucket.fromPercent <= 0 && (bucket.toPercent > 0 || (isLast && bucket.toPercent === 0));
    if (holdsZero) return theme.colors.textMuted;
    return bucket.toPercent <= 0 ? theme.colors.danger : theme.colors.success;
  };
  return (
    <svg width={width} height={HEIGHT} aria-hidden focusable={false}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {buckets.map((bucket, index) => (
          <HistogramBar
            key={`${bucket.fromPercent}:${bucket.toPercent}`}
            left={x(bucket.fromPercent)}
            right={x(bucket.toPercent)}
            top={y(bucket.count)}
            bottom={innerHeight}
            colour={colour(bucket, index)}
            text={barText(bucket)}
            count={bucket.count > 0 ? count(bucket.count) : null}
          />
        ))}
        {first < 0 && last > 0 ? (
          <Line
            from={{ x: x(0), y: 0 }}
            to={{ x: x(0), y: innerHeight }}
            stroke={theme.colors.textMuted}
            strokeDasharray="3 3"
          />
        ) : null}
        <AxisLeft
          scale={y}
          numTicks={3}
          tickFormat={(value) => count(Number(value))}
          stroke={axisStyles.y.left.axisLine.stroke}
          tickStroke={axisStyles.y.left.tickLine.stroke}
          tickLabelProps={{ ...axisStyles.y.left.tickLabel, textAnchor: 'end', dx: -2, dy: 3 }}
        />
        <AxisBottom
          top={innerHeight}
          scale={x}
          numTicks={width < 420 ? 4 : 7}
          tickFormat={(value) => percent(Number(value))}
          label={axisLabel}
          labelOffset={8}
          labelProps={{ ...axisStyles.x.bottom.axisLabel, textAnchor: 'middle' }}
          stroke={axisStyles.x.bottom.axisLine.stroke}
          tickStroke={axisStyles.x.bottom.tickLine.stroke}
          tickLabelProps={{ ...axisStyles.x.bottom.tickLabel, textAnchor: 'middle' }}
        />
      </Group>
    </svg>
  );
}

interface HistogramBarProps {
  left: number;
  right: number;
  top: number;
  bottom: number;
  colour: string;
  /** The bar in words, shown on hover. */
  text: string;
  /** The count written above the bar (none for an empty bar). */
  count: string | null;
}

/** One bucket's bar, with its count above it when the bar is wide enough to carry it. */
function HistogramBar({ left, right, top, bottom, colour, text, count }: HistogramBarProps) {
  const theme = useTheme();
  const width = Math.max(1, right - left - 2);
  return (
    <g>
      <Bar x={left + 1} y={top} width={width} height={bottom - top} fill={colour} rx={2}>
        <title>{text}</title>
      </Bar>
      {count !== null && width >= LABELLED_BAR_WIDTH ? (
        <text
          x={left + 1 + width / 2}
          y={top - 4}
          textAnchor="middle"
          fontSize={theme.fontSizes.xs}
          fill={theme.colors.textSecondary}
        >
          {count}
        </text>
      ) : null}
    </g>
  );
}
