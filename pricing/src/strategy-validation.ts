import { type RoundingRule } from './rounding';
import { ROUNDING_TYPES } from './strategy-values';

/**
 * Shared checks for the strategy validators. Every message is meant to be shown to the seller
 * as it is (the dashboard prints the 422 message verbatim), so it names the field the way the
 * strategy screen labels it and says what would be accepted.
 */
export type StrategyValidation<T> =
  { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string[]> };

/** Sensible bounds: a price can drop by at most 90% and rise by at most 200%. */
export const PERCENT_BOUNDS = { min: -90, max: 200 } as const;
export const FIXED_ROUNDING_BOUNDS = { min: 0.01, max: 1000 } as const;
export const PERCENTAGE_ROUNDING_BOUNDS = { min: 0.01, max: 50 } as const;

export class FieldErrors {
  readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get empty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  failure<T>(): StrategyValidation<T> {
    const messages = Object.values(this.errors).flat();
    const first = messages[0] ?? 'The strategy is not valid.';
    const more = messages.length - 1;
    return {
      ok: false,
      message: more > 0 ? `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : first,
      errors: this.errors,
    };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Numbers may arrive as JSON numbers or as numeric strings (a form post); anything else —
 * booleans, empty strings, "12abc", Infinity — is not a number.
 */
export function readNumber(
  raw: unknown,
  field: string,
  label: string,
  errors: FieldErrors,
  bounds: { min: number; max: number },
  unit = '',
): number | null {
  if (raw === undefined || raw === null || raw === '') {
    errors.add(field, `${label} is required.`);
    return null;
  }
  const parsed =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(raw)
        ? Number(raw)
        : Number.NaN;
  if (!Number.isFinite(parsed)) {
    errors.add(field, `${label} must be a number.`);
    return null;
  }
  if (parsed < bounds.min || parsed > bounds.max) {
    errors.add(field, `${label} must be between ${bounds.min}${unit} and ${bounds.max}${unit}.`);
    return null;
  }
  return parsed;
}

export function readChoice<T extends string>(
  raw: unknown,
  field: string,
  label: string,
  choices: readonly T[],
  errors: FieldErrors,
): T | null {
  if (raw === undefined || raw === null || raw === '') {
    errors.add(field, `${label} is required: choose ${listChoices(choices)}.`);
    return null;
  }
  if (typeof raw === 'string' && (choices as readonly string[]).includes(raw)) return raw as T;
  errors.add(field, `${label} "${String(raw)}" is unknown: choose ${listChoices(choices)}.`);
  return null;
}

function listChoices(choices: readonly string[]): string {
  return choices.length <= 1
    ? (choices[0] ?? '')
    : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
}

/**
 * Reads rounding_type and rounding_value together: the product fixes the value for nine (9),
 * point_nine (0.9) and exact_amount (none), so only fixed and percentage read the sent value.
 */
export function readRounding(
  source: Record<string, unknown>,
  prefix: string,
  errors: FieldErrors,
): RoundingRule | null {
  const type = readChoice(
    source.rounding_type,
    `${prefix}rounding_type`,
    'The rounding',
    ROUNDING_TYPES,
    errors,
  );
  switch (type) {
    case null:
      return null;
    case 'exact_amount':
      return { roundingType: type, roundingValue: null };
    case 'nine':
      return { roundingType: type, roundingValue: 9 };
    case 'point_nine':
      return { roundingType: type, roundingValue: 0.9 };
    case 'fixed': {
      const value = readNumber(
        source.rounding_value,
        `${prefix}rounding_value`,
        'The rounding amount for fixed rounding',
        errors,
        FIXED_ROUNDING_BOUNDS,
      );
      if (value !== null && Math.round(value * 100) !== value * 100) {
        errors.add(`${prefix}rounding_value`, 'The rounding amount can have at most two decimals.');
        return null;
      }
      return value === null ? null : { roundingType: type, roundingValue: value };
    }
    case 'percentage': {
      const value = readNumber(
        source.rounding_value,
        `${prefix}rounding_value`,
        'The rounding percentage',
        errors,
        PERCENTAGE_ROUNDING_BOUNDS,
        '%',
      );
      return value === null ? null : { roundingType: type, roundingValue: value };
    }
  }
}
