const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time as the locale writes it ("28 Nov 2026, 22:29"). One formatter per locale,
 * shared: building one costs far more than formatting with it, and tables show dates in every row.
 */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

// Chart dates read DD/MM whatever the locale.
export function formatDayMonth(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}`;
}
