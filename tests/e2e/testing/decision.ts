import type { Locator } from 'playwright-core';
import { parseMoney } from './screen';
import type { Locale } from './locales';

/** One line of a "Why this price?" explanation as the screen shows it. */
export interface DecisionLine {
  /** REFERENCE for the market figure, else the step's kind (VARIATION, ROUNDING, CLAMP, …). */
  kind: string;
  label: string;
  note: string;
  /** The amount shown at the end of the line; null for a dash. */
  amount: number | null;
}

/** The lines of an opened explanation (its list of steps), read from the page in one go. */
export async function decisionLines(explanation: Locator, locale: Locale): Promise<DecisionLine[]> {
  // Runs in the page; this package compiles without the DOM library, hence the narrow types.
  const raw = await explanation.evaluate((root) => {
    interface Element {
      getAttribute(name: string): string | null;
      textContent: string | null;
      querySelector(selector: string): Element | null;
      children: ArrayLike<Element>;
    }
    const items = (
      root as unknown as { querySelectorAll(selector: string): ArrayLike<Element> }
    ).querySelectorAll('li');
    // Each line: a marker, what it is (its label, then its note), the amount after it.
    return Array.from(items).map((item) => {
      const [, what, amount] = Array.from(item.children);
      return {
        kind: item.getAttribute('data-kind') ?? '',
        label: (what?.querySelector('strong')?.textContent ?? '').trim(),
        note: (what?.querySelector('span')?.textContent ?? '').trim(),
        amount: (amount?.textContent ?? '').trim(),
      };
    });
  });
  return raw.map((line) => ({
    ...line,
    amount: line.amount === '-' || line.amount === '' ? null : parseMoney(line.amount, locale),
  }));
}

const cents = (amount: number) => Math.round(amount * 100);

/** Every amount written in a note ("€1.00 below €492.43" → [1, 492.43]), signs kept. */
function amountsIn(note: string, locale: Locale): number[] {
  const pattern =
    locale === 'it-IT' ? /[−+-]?\d{1,3}(?:\.\d{3})*,\d{2} €/g : /[−+-]?€\d{1,3}(?:,\d{3})*\.\d{2}/g;
  return (note.match(pattern) ?? []).map((text) => {
    const negative = /^[−-]/.test(text);
    const value = parseMoney(text.replace(/^[−+-]/, ''), locale);
    return negative ? -value : value;
  });
}

/** A percentage in a note ("−2% on €692.83" → -2; "-2,5%" → -2.5). */
function percentIn(note: string): number | null {
  const match = /([−+-]?\d+(?:[.,]\d+)?)\s?%/.exec(note);
  return match?.[1] ? Number(match[1].replace('−', '-').replace(',', '.')) : null;
}

/**
 * What each step should give from the amount before it, by the rules of docs/pricing-decisions.md,
 * computed in whole cents downwards as the repricer does. Returns a line per disagreement (none
 * when the figures shown add up), the last amount being the price.
 */
export function checkDecisionArithmetic(lines: DecisionLine[], locale: Locale): string[] {
  const problems: string[] = [];
  const [reference, ...steps] = lines;
  if (!reference || reference.kind !== 'REFERENCE' || reference.amount === null) {
    return ['the explanation does not start with a reference amount'];
  }
  let previous = reference.amount;
  for (const step of steps) {
    if (step.amount === null) {
      problems.push(`${step.label}: no amount`);
      continue;
    }
    const amounts = amountsIn(step.note, locale);
    let expected: number | null = null;
    switch (step.kind) {
      case 'VARIATION': {
        const percent = percentIn(step.note);
        if (percent !== null) {
          const basisPoints = Math.round(percent * 100);
          expected = Math.floor((cents(previous) * (10_000 + basisPoints)) / 10_000) / 100;
        } else if (amounts[0] !== undefined) {
          expected = (cents(previous) + cents(amounts[0])) / 100;
        }
        break;
      }
      case 'UNDERCUT':
        if (amounts[0] !== undefined) expected = (cents(previous) - cents(amounts[0])) / 100;
        break;
      case 'ROUNDING':
        // Downwards, to the strategy's shape: never above, never by more than a few units.
        if (step.amount > previous || step.amount < previous - 10) {
          problems.push(`${step.label}: ${previous} → ${step.amount} is not a rounding down`);
        }
        expected = step.amount;
        break;
      case 'RANGE':
      case 'CLAMP': {
        const [low, high] = amounts;
        if (low !== undefined && high !== undefined) {
          expected = Math.min(Math.max(previous, low), high);
        } else if (low !== undefined) {
          expected = low;
        }
        break;
      }
      case 'MARGIN':
        if (amounts[0] !== undefined) expected = Math.max(previous, amounts[0]);
        break;
      case 'NEXT_GENERATION_CAP':
        if (amounts[0] !== undefined) expected = Math.min(previous, amounts[0]);
        break;
      case 'DRY_RUN':
        expected = previous;
        break;
      default:
        problems.push(`${step.label}: a step of an unknown kind ${step.kind}`);
    }
    if (expected === null) {
      problems.push(`${step.label}: its note "${step.note}" does not say by how much`);
    } else if (cents(expected) !== cents(step.amount)) {
      problems.push(
        `${step.label} (${step.note}): ${previous} should give ${expected}, shows ${step.amount}`,
      );
    }
    previous = step.amount;
  }
  return problems;
}

/** The price the explanation arrives at: its last amount. */
export function decidedPrice(lines: DecisionLine[]): number | null {
  return lines.at(-1)?.amount ?? null;
}
