const formats = new Map<string, Intl.NumberFormat>();

/**
 * A shared Intl.NumberFormat per locale and options: building one costs far more than formatting
 * with it, and long tables format thousands of numbers per render.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
