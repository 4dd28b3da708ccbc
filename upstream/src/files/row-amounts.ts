// Reading an upload row's amounts and stock counts (docs/uploads.md): the store's currency only,
// at most two decimals, thousands separators read by the file's evidence.
import { formatDecimal, type MessageParams } from '../i18n';
import {
  type DecimalMark,
  isStoreCurrency,
  plainAmount,
  readNumber,
  resolveAmbiguous,
  splitCurrency,
} from './amounts';
import type { RowContext } from './catalog-upload-row';
import type { uploadText } from './upload-messages';

export type MessageKey = Parameters<typeof uploadText>[1];

/** A value read, or why it is refused (the message and its parameters). */
export type Reading = { value: number } | { problem: MessageKey; params?: MessageParams };

const MAX_AMOUNT = 1_000_000;
const MAX_STOCK = 999_999_999;

/** An amount in the store's currency, to the cent, or why it is not one. */
export function readAmount(text: string, context: RowContext): Reading {
  const plain = plainAmount(text);
  if (plain !== undefined) return checkedAmount(plain, context);
  const { currency, number } = splitCurrency(text);
  if (currency !== null && !isStoreCurrency(currency, context.currency, context.currencySymbol)) {
    return { problem: 'currency', params: { found: currency, currency: context.currency } };
  }
  const example = context.exampleMark === ',' ? '1234,56' : '1234.56';
  const reading = readNumber(number);
  switch (reading.kind) {
    case 'invalid':
      return { problem: 'notAmount', params: { example } };
    case 'negative':
      return { problem: 'negative' };
    case 'ambiguous': {
      const resolved = resolveAmbiguous(reading, context.evidence);
      if (resolved.kind === 'value') return checkedAmount(resolved.value, context);
      const problem = resolved.mixed
        ? 'ambiguousMixed'
        : context.evidence.decimalMark === reading.separator
          ? 'ambiguousDecimal'
          : 'ambiguous';
      return {
        problem,
        params: {
          separator: reading.separator,
          plain: String(reading.asThousands),
          full: fullForm(reading.asThousands, context.exampleMark),
        },
      };
    }
    case 'exact':
      if (reading.decimals.length > 2 && reading.decimals.replace(/0+$/, '').length > 2) {
        return { problem: 'subCent', params: { example } };
      }
      return checkedAmount(reading.value, context);
  }
}

function checkedAmount(value: number, context: RowContext): Reading {
  if (value > MAX_AMOUNT) {
    return { problem: 'tooLarge', params: { max: formatDecimal(context.locale, MAX_AMOUNT, 0) } };
  }
  return { value: Math.round(value * 100) / 100 };
}

/** A stock count: a whole number, thousands separators read by the same rule as amounts. */
export function readWholeNumber(text: string, context: RowContext): Reading {
  const reading = readNumber(text);
  let value: number | null = null;
  let example = 12;
  if (reading.kind === 'exact' && /^0*$/.test(reading.decimals)) value = reading.value;
  if (reading.kind === 'ambiguous') {
    const resolved = resolveAmbiguous(reading, context.evidence);
    if (resolved.kind === 'value') value = resolved.value;
    else example = reading.asThousands;
  }
  if (value === null || value > MAX_STOCK) return { problem: 'wholeNumber', params: { example } };
  return { value };
}

/** 1099 → "1.099,00" where decimals are written with a comma, else "1099.00". */
function fullForm(value: number, mark: DecimalMark): string {
  if (mark === '.') return `${value}.00`;
  return `${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},00`;
}
