// One step of a decision as the REST answers show it: its figures (snake_case as the rules name
// them), a label and a note in the reader's language. What each step means:
// docs/pricing-decisions.md.
import type { DecisionStep as DecisionStepAnswer } from '@refurb/contract';
import { type DecisionStep } from '@refurb/pricing';
import { type MessageKey, formatPercentage, formatSignedMoney, translate } from '../../i18n';
import { type StrategyKind } from '../../repricing/explain-decision';
import { type Wording, money } from './wording';

type StepOf<K extends DecisionStep['kind']> = Extract<DecisionStep, { kind: K }>;

/** What a step's note reads besides the step: the amount before it, and how to word money. */
interface StepContext {
  /** The amount before this step (the reference, or the previous step's); null without one. */
  previous: number | null;
  wording: Wording;
}

const STEP_LABELS: Record<DecisionStep['kind'], MessageKey> = {
  undercut: 'repricing.stepUndercut',
  variation: 'repricing.stepVariation',
  rounding: 'repricing.stepRounding',
  range: 'repricing.stepRange',
  margin: 'repricing.stepMargin',
  next_generation_cap: 'repricing.stepNextGenerationCap',
  clamp: 'repricing.stepClamp',
  dry_run: 'repricing.stepDryRun',
};

const STEP_NOTES: {
  [K in DecisionStep['kind']]: (step: StepOf<K>, context: StepContext) => string;
} = {
  undercut: (step, { previous, wording }) =>
    translate(wording.locale, 'repricing.noteUndercut', {
      by: money(step.by, wording),
      from: amountBefore(previous, wording),
    }),
  variation: (step, { previous, wording }) =>
    'percent' in step
      ? translate(wording.locale, 'repricing.noteVariationPercent', {
          percent: formatPercentage(wording.locale, step.percent, true),
          from: amountBefore(previous, wording),
        })
      : translate(wording.locale, 'repricing.noteVariationAmount', {
          value: formatSignedMoney(wording.locale, step.value, wording.currencySymbol),
          from: amountBefore(previous, wording),
        }),
  rounding: (step, { wording }) => roundingNote(step, wording),
  range: (step, { previous, wording }) => {
    const { locale } = wording;
    if (previous !== null && step.amount > previous)
      return translate(locale, 'repricing.noteRangeRaised', { min: money(step.min, wording) });
    if (previous !== null && step.amount < previous)
      return translate(locale, 'repricing.noteRangeLowered', { max: money(step.max, wording) });
    return translate(locale, 'repricing.noteRangeInside', {
      min: money(step.min, wording),
      max: money(step.max, wording),
    });
  },
  margin: (step, { previous, wording }) =>
    translate(
      wording.locale,
      previous !== null && step.amount > previous
        ? 'repricing.noteMarginRaised'
        : 'repricing.noteMarginKept',
      {
        floor: money(step.floor, wording),
        percent: formatPercentage(wording.locale, step.percent),
        cost: money(step.cost, wording),
      },
    ),
  next_generation_cap: (step, { previous, wording }) =>
    translate(
      wording.locale,
      previous !== null && step.amount < previous
        ? 'repricing.noteNextGenerationCapped'
        : 'repricing.noteNextGenerationKept',
      { cap: money(step.cap, wording) },
    ),
  clamp: (step, { wording }) => {
    const { locale } = wording;
    if (step.limit === 'min')
      return translate(locale, 'repricing.noteClampMin', { min: money(step.min, wording) });
    if (step.limit === 'max')
      return translate(locale, 'repricing.noteClampMax', { max: money(step.max, wording) });
    return translate(locale, 'repricing.noteClampInside', {
      min: money(step.min, wording),
      max: money(step.max, wording),
    });
  },
  dry_run: (_step, { wording }) => translate(wording.locale, 'repricing.noteDryRun'),
};

/** The step's fields on the wire, its label and its note. */
export function stepView(
  step: DecisionStep,
  previous: number | null,
  strategy: StrategyKind | null,
  wording: Wording,
): DecisionStepAnswer {
  const label =
    step.kind === 'variation' && strategy === 'buyback'
      ? 'repricing.stepPositioning'
      : STEP_LABELS[step.kind];
  // TypeScript cannot tie the table's entry to the step's own kind (a correlated union): the
  // table's type makes each entry take exactly its kind, so the widening is safe.
  const note = (STEP_NOTES[step.kind] as (step: DecisionStep, context: StepContext) => string)(
    step,
    { previous, wording },
  );
  return { ...step, label: translate(wording.locale, label), note };
}

function amountBefore(previous: number | null, wording: Wording): string {
  return previous === null ? '' : money(previous, wording);
}

function roundingNote(step: StepOf<'rounding'>, wording: Wording): string {
  const { locale } = wording;
  switch (step.rule) {
    case 'nine':
      return translate(locale, 'repricing.noteRoundingNine');
    case 'point_nine':
      return translate(locale, 'repricing.noteRoundingPointNine');
    case 'fixed':
      return translate(locale, 'repricing.noteRoundingFixed', {
        value: money(step.value ?? 0, wording),
      });
    case 'percentage':
      return translate(locale, 'repricing.noteRoundingPercentage', {
        percent: formatPercentage(locale, step.value ?? 0),
      });
    case 'exact_amount':
      return translate(locale, 'repricing.noteRoundingExact');
  }
}
