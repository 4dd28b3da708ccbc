// The Intl formatters the dashboard shares: building one costs far more than formatting with it,
// and long tables format thousands of numbers and dates per render.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The one formatter of `cache` for a locale and options, built on first use. */
function shared<Format, Options>(
  cache: Map<string, Format>,
  locale: string,
  options: Options,
  build: () => Format,
): Format {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
}

/** A shared Intl.NumberFormat per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return shared(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** A shared Intl.DateTimeFormat per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return shared(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
