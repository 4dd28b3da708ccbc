export type Locale = 'en-GB' | 'it-IT';

/** The profile's language: `it`, `it-IT`, `it_IT` (any case) → it-IT; anything else → en-GB. */
export function localeForLanguage(language: string | null | undefined): Locale {
  const normalised = (language ?? '').trim().toLowerCase().replace('_', '-');
  return normalised === 'it' || normalised.startsWith('it-') ? 'it-IT' : 'en-GB';
}
