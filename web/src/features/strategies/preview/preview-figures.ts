// The preview's figures as the card reads them: how many items a strategy would change, and what
// changes between the saved strategy and the one being edited.

/** What a strategy would do to the category's items (the preview's summary). */
export interface PreviewFigures {
  itemsTotal: number;
  itemsPriced: number;
  up: number;
  down: number;
  unchanged: number;
  skipped: number;
  skippedByReason: ReadonlyArray<{ reason: string; count: number }>;
  atMinimum: number;
  atMaximum: number;
  totalChange: number;
  medianChangePercent: number | null | undefined;
  marginBefore: number | null | undefined;
  marginAfter: number | null | undefined;
}

/** Items whose price would move, up or down: the figure Apply names. */
export function itemsChanging(figures: Pick<PreviewFigures, 'up' | 'down'>): number {
  return figures.up + figures.down;
}

/** How a figure is written: a count of items, a signed percent, a margin, an amount of money. */
export type FigureKind = 'count' | 'percent' | 'margin' | 'money';

export type ComparedFigure =
  | 'changing'
  | 'down'
  | 'up'
  | 'unchanged'
  | 'medianChangePercent'
  | 'atMinimum'
  | 'atMaximum'
  | 'skipped'
  | 'marginAfter'
  | 'totalChange';

export interface FigureComparison {
  figure: ComparedFigure;
  kind: FigureKind;
  saved: number | null;
  edited: number | null;
  /** edited − saved (percentage points for percents and margins); null when either is missing. */
  difference: number | null;
}

const COMPARED: ReadonlyArray<{
  figure: ComparedFigure;
  kind: FigureKind;
  read: (figures: PreviewFigures) => number | null | undefined;
}> = [
  { figure: 'changing', kind: 'count', read: itemsChanging },
  { figure: 'down', kind: 'count', read: (figures) => figures.down },
  { figure: 'up', kind: 'count', read: (figures) => figures.up },
  { figure: 'unchanged', kind: 'count', read: (figures) => figures.unchanged },
  { figure: 'medianChangePercent', kind: 'percent', read: (f) => f.medianChangePercent },
  { figure: 'atMinimum', kind: 'count', read: (figures) => figures.atMinimum },
  { figure: 'atMaximum', kind: 'count', read: (figures) => figures.atMaximum },
  { figure: 'skipped', kind: 'count', read: (figures) => figures.skipped },
  { figure: 'marginAfter', kind: 'margin', read: (figures) => figures.marginAfter },
  { figure: 'totalChange', kind: 'money', read: (figures) => figures.totalChange },
];

/** Amounts of money and percents are compared to the cent and the tenth they are shown with. */
function roundAsShown(value: number, kind: FigureKind): number {
  const scale = kind === 'count' ? 1 : kind === 'money' ? 100 : 10;
  return Math.round(value * scale) / scale;
}

/**
 * The saved strategy's figures beside the edited one's, each with its difference, in the order the
 * comparison shows them. A difference is rounded as the figures are shown, so "+0.0" never
 * appears for a change smaller than what the screen can show.
 */
export function compareFigures(saved: PreviewFigures, edited: PreviewFigures): FigureComparison[] {
  return COMPARED.map(({ figure, kind, read }) => {
    const before = read(saved) ?? null;
    const after = read(edited) ?? null;
    const difference =
      before === null || after === null
        ? null
        : roundAsShown(roundAsShown(after, kind) - roundAsShown(before, kind), kind);
    return { figure, kind, saved: before, edited: after, difference };
  });
}
