import { type LogBatchRecord } from '../data/types';
import { type DecisionInputs, type PriceExplanation, explainDecision } from './explain-decision';

/** The facts a log entry was decided from, as the decision saw them. */
export function entryInputs(batch: LogBatchRecord, index: number): DecisionInputs {
  const row = batch.entries.row(index);
  return {
    context: batch.context,
    facts: row.facts,
    oldPrice: row.oldPrice,
    reference: row.reference,
    offers: row.offers,
    nextGeneration: row.nextGeneration,
    daysSinceChange: row.daysSinceChange,
    failure: row.failure,
    ...(row.error === undefined ? {} : { error: row.error }),
  };
}

/** An entry's decision: its explanation, worked out again from the facts it stored. */
export function entryExplanation(
  batch: LogBatchRecord,
  index: number,
): { inputs: DecisionInputs; explanation: PriceExplanation } {
  const inputs = entryInputs(batch, index);
  return { inputs, explanation: explainDecision(inputs) };
}
