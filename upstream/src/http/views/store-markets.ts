// Which countries and market sides a store sees (resell and trade-in data by account).
import type { Country, StoreRecord } from '../../data/types';

const FALLBACK_COUNTRIES: Country[] = ['it', 'de', 'fr'];

export function resellCountries(store: StoreRecord): Country[] {
  if (!store.extra) return FALLBACK_COUNTRIES;
  return store.extra.resellEnabled ? store.extra.resellCountries : [];
}

export function buybackCountries(store: StoreRecord): Country[] {
  if (!store.extra) return FALLBACK_COUNTRIES;
  return store.extra.buybackEnabled ? store.extra.buybackCountries : [];
}

/** Countries shown in price rows: the union of both sides, resell's order first. */
export function marketCountries(store: StoreRecord): Country[] {
  return [...new Set([...resellCountries(store), ...buybackCountries(store)])];
}

export function currencySymbol(store: StoreRecord): string {
  return store.extra?.catalogCurrencySymbol ?? '€';
}
