// A repricing decision as the REST answers show it ("Why this price?"): the structured facts of
// the explanation (repricing/explain-decision.ts) plus labels and notes in the reader's language.
// What each step means: docs/pricing-decisions.md.
import type { PriceDecision } from '@refurb/contract';
import { CATEGORIES } from '../../data/reference';
import { type MessageKey, formatPercentage, translate } from '../../i18n';
import { type ReferenceKind, type SkipReason } from '@refurb/pricing';
import { stepView } from './decision-step-view';
import { type Wording, money } from './wording';
import { decisionParameters } from '../../repricing/decision-parameters';
import {
  type DecisionInputs,
  type PriceExplanation,
  type PriceReference,
  type StrategyKind,
  decisionReference,
} from '../../repricing/explain-decision';

const REFERENCE_LABELS: Record<ReferenceKind, MessageKey> = {
  lowest_competitor_offer: 'repricing.referenceLowestCompetitorOffer',
  median_market_price: 'repricing.referenceMedianMarketPrice',
  min_market_price: 'repricing.referenceMinMarketPrice',
  max_market_price: 'repricing.referenceMaxMarketPrice',
  average_market_price: 'repricing.referenceAverageMarketPrice',
};

const STRATEGY_LABELS: Record<StrategyKind, MessageKey> = {
  variation: 'repricing.strategyVariation',
  market: 'repricing.strategyMarket',
  revendo: 'repricing.strategyRevendo',
  buyback: 'repricing.strategyBuyback',
};

export type { Wording };

export function referenceLabel(kind: ReferenceKind, wording: Wording): string {
  return translate(wording.locale, REFERENCE_LABELS[kind]);
}

/** "12 offers in IT, DE, FR, grade A". */
export function referenceNote(reference: PriceReference, wording: Wording): string {
  const params = { countries: countryList(reference.countries), grade: reference.grade };
  if (reference.amount === null || reference.offers === 0) {
    return translate(wording.locale, 'repricing.referenceNoOffers', params);
  }
  return reference.offers === 1
    ? translate(wording.locale, 'repricing.referenceOneOffer', params)
    : translate(wording.locale, 'repricing.referenceOffers', {
        ...params,
        offers: reference.offers,
      });
}

function countryList(countries: readonly string[]): string {
  return countries.map((country) => country.toUpperCase()).join(', ');
}

function skipText(
  skip: SkipReason,
  explanation: PriceExplanation,
  inputs: DecisionInputs,
  wording: Wording,
): string {
  const { locale } = wording;
  switch (skip.kind) {
    case 'no_strategy':
      return translate(locale, 'repricing.skipNoStrategy', {
        category:
          CATEGORIES.find((category) => category.id === skip.categoryId)?.name ??
          `#${skip.categoryId}`,
      });
    case 'no_base_price':
      return translate(locale, 'repricing.skipNoBasePrice');
    case 'no_offers':
      return translate(locale, 'repricing.skipNoOffers', {
        countries: countryList(inputs.context.countries),
      });
    case 'no_cost':
      return translate(locale, 'repricing.skipNoCost', {
        percent: formatPercentage(locale, skip.marginPercent),
      });
    case 'no_positive_price':
      return translate(locale, 'repricing.skipNoPositivePrice', {
        result: money(explanation.steps.at(-1)?.amount ?? 0, wording),
      });
    case 'next_generation_below_margin':
      return translate(locale, 'repricing.skipNextGenerationBelowMargin', {
        cap: money(skip.cap, wording),
        floor: money(skip.floor, wording),
      });
    case 'sells_out_too_fast':
      return translate(locale, 'repricing.skipSellsOutTooFast', { days: skip.days });
    case 'changed_recently':
      return translate(locale, 'repricing.skipChangedRecently', { days: skip.days });
    case 'on_promotion':
      return translate(locale, 'repricing.skipOnPromotion');
    case 'accelerated':
      return translate(locale, 'repricing.skipAccelerated');
    case 'no_revendo_row':
      return translate(locale, 'repricing.skipNoRevendoRow');
  }
}

/**
 * A skip reason without one item's figures, for a count of items skipped for it (a strategy
 * preview's summary): the note itself where it names only the store's or the strategy's.
 */
export function skipGroupText(
  skip: SkipReason | null,
  explanation: PriceExplanation,
  inputs: DecisionInputs,
  wording: Wording,
): string {
  const { locale } = wording;
  if (skip === null) return translate(locale, 'repricing.failureGroupError');
  switch (skip.kind) {
    case 'no_positive_price':
      return translate(locale, 'repricing.skipGroupNoPositivePrice');
    case 'next_generation_below_margin':
      return translate(locale, 'repricing.skipGroupNextGenerationBelowMargin');
    case 'sells_out_too_fast':
      return translate(locale, 'repricing.skipGroupSellsOutTooFast');
    case 'changed_recently':
      return translate(locale, 'repricing.skipGroupChangedRecently');
    default:
      return skipText(skip, explanation, inputs, wording);
  }
}

/** The one-line reason of the log ("readable_reason"), in the reader's language. */
function reasonText(
  inputs: DecisionInputs,
  explanation: PriceExplanation,
  reference: PriceReference | null,
  steps: ReadonlyArray<ReturnType<typeof stepView>>,
  wording: Wording,
): string {
  const { locale } = wording;
  if (explanation.outcome === 'skipped' && explanation.skip) {
    return skipText(explanation.skip, explanation, inputs, wording);
  }
  if (explanation.failure) {
    switch (explanation.failure.kind) {
      case 'store_timeout':
        return translate(locale, 'repricing.failureStoreTimeout', {
          price: money(inputs.oldPrice, wording),
          result: money(explanation.result ?? inputs.oldPrice, wording),
        });
      case 'store_rejected':
        return translate(locale, 'repricing.failureStoreRejected', {
          price: money(inputs.oldPrice, wording),
          result: money(explanation.result ?? inputs.oldPrice, wording),
        });
      case 'error':
        return translate(locale, 'repricing.failureError', {
          message: explanation.failure.message ?? '',
        });
    }
  }
  const result = explanation.result ?? inputs.oldPrice;
  const referenceText =
    reference && reference.amount !== null
      ? `${referenceLabel(reference.kind, wording)} ${money(reference.amount, wording)}`
      : '';
  // The steps that moved the price, and the limit it was kept at.
  let previous = reference?.amount ?? null;
  const moved: string[] = [];
  for (const step of steps) {
    if (step.kind === 'dry_run') continue;
    const atLimit = step.kind === 'clamp' && step.limit !== null;
    if (previous === null || step.amount !== previous || atLimit) moved.push(step.note);
    previous = step.amount;
  }
  const params = {
    reference: referenceText,
    steps: moved.length > 0 ? `; ${moved.join('; ')}` : '',
    result: money(result, wording),
  };
  switch (explanation.outcome) {
    case 'dry_run':
      return translate(locale, 'repricing.reasonDryRun', params);
    case 'unchanged':
      return translate(locale, 'repricing.reasonUnchanged', params);
    default:
      return translate(locale, 'repricing.reasonUpdated', params);
  }
}

/** The decision block of a log entry or item detail, and its one-line reason. */
export function decisionView(
  inputs: DecisionInputs,
  explanation: PriceExplanation,
  wording: Wording,
): { reason: string; decision: PriceDecision } {
  const reference = decisionReference(inputs);
  let previous = reference?.amount ?? null;
  const steps = explanation.steps.map((step) => {
    const view = stepView(step, previous, explanation.strategy, wording);
    previous = step.amount;
    return view;
  });
  const skip = explanation.skip;
  return {
    reason: reasonText(inputs, explanation, reference, steps, wording),
    decision: {
      strategy: explanation.strategy,
      strategy_label:
        explanation.strategy === null
          ? translate(wording.locale, 'repricing.strategyNone')
          : translate(wording.locale, STRATEGY_LABELS[explanation.strategy]),
      parameters: decisionParameters(inputs, explanation),
      reference:
        reference === null
          ? null
          : {
              ...reference,
              label: referenceLabel(reference.kind, wording),
              note: referenceNote(reference, wording),
            },
      steps,
      result: explanation.result,
      outcome: explanation.outcome,
      skip_reason:
        skip === null ? null : { ...skip, note: skipText(skip, explanation, inputs, wording) },
      failure: explanation.failure,
      currency_symbol: wording.currencySymbol,
    },
  };
}
