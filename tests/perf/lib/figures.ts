// One row of the benchmark table: a measured figure, its target and whether the target holds.

export type Verdict = 'PASS' | 'MISS' | 'INFO' | 'NOT RUN';

export interface Figure {
  /** Benchmark number (1–8, tests/perf/README.md). */
  bench: number;
  name: string;
  /** Measured value, already rounded for display; null when the benchmark could not run. */
  value: number | null;
  unit: string;
  /** Human-readable target, e.g. '≥ 0.6'; empty for figures reported without a target. */
  target: string;
  verdict: Verdict;
  /** Why a figure is NOT RUN or MISS, or what conditions it was measured under. */
  note?: string;
}

export function atMost(value: number, limit: number): Verdict {
  return value <= limit ? 'PASS' : 'MISS';
}

export function atLeast(value: number, limit: number): Verdict {
  return value >= limit ? 'PASS' : 'MISS';
}

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function notRun(bench: number, name: string, target: string, reason: string): Figure {
  return { bench, name, value: null, unit: '', target, verdict: 'NOT RUN', note: reason };
}

export function formatTable(figures: Figure[]): string {
  const rows = figures.map((figure) => [
    String(figure.bench),
    figure.name,
    figure.value === null ? '—' : `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`,
    figure.target || '—',
    figure.verdict,
  ]);
  const header = ['#', 'figure', 'value', 'target', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const notes = figures
    .filter((figure) => figure.note)
    .map((figure) => `  [${figure.bench}] ${figure.name}: ${figure.note}`);
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    ...(notes.length ? ['', 'Notes:', ...notes] : []),
  ].join('\n');
}

export function formatMarkdownTable(figures: Figure[]): string {
  const lines = ['| # | figure | value | target | result |', '|---|---|---|---|---|'];
  for (const figure of figures) {
    const value =
      figure.value === null ? '—' : `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`;
    lines.push(
      `| ${figure.bench} | ${figure.name} | ${value} | ${figure.target || '—'} | ${figure.verdict} |`,
    );
  }
  return lines.join('\n');
}
