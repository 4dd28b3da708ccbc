// How the views write for a reader: money in the language and the store's currency, dates in ISO.
import { type Locale, formatMoney } from '../../i18n';

/** What a reader needs to word a decision: language and the store's currency. */
export interface Wording {
  locale: Locale;
  currencySymbol: string;
}

/** An amount in the store's currency, as the reader's language writes money. */
export function money(amount: number, wording: Wording): string {
  return formatMoney(wording.locale, amount, wording.currencySymbol);
}

/** A moment as the API writes dates: ISO-8601 UTC. */
export function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
