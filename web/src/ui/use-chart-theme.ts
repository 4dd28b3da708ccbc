import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { buildChartTheme } from '@visx/xychart';

/** The chart's colours, type and lines from the app's theme. */
export function useChartTheme() {
  const theme = useTheme();
  return useMemo(
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
}
