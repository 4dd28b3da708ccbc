/** How long a new token lasts: a preset, or a day the seller picks (at most a year ahead). */
export type ExpiryChoice = 'days30' | 'days90' | 'year1' | 'custom';

export const EXPIRY_CHOICES: readonly ExpiryChoice[] = ['days30', 'days90', 'year1', 'custom'];

/** A `YYYY-MM-DD` day as a date input gives it, in the browser's time zone. */
export type DayText = string;

function dayText(date: Date): DayText {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function addDays(date: Date, days: number): Date {
  const moved = new Date(date);
  moved.setDate(moved.getDate() + days);
  return moved;
}

function oneYearAfter(date: Date): Date {
  const moved = new Date(date);
  moved.setFullYear(moved.getFullYear() + 1);
  return moved;
}

/** The days a custom expiry may take: from tomorrow to a year from today (the date input's bounds). */
export function customDayBounds(now: Date): { min: DayText; max: DayText } {
  return { min: dayText(addDays(now, 1)), max: dayText(oneYearAfter(now)) };
}

/** The end of a `YYYY-MM-DD` day in the browser's time zone, or null when it is not a day. */
function endOfDay(text: DayText): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day, 23, 59, 59);
  // 2026-02-31 rolls over to March: not a day of the calendar.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

export type ExpiryResult = { ok: true; expiresAt: string } | { ok: false };

/**
 * The expiry sent to the store (an ISO date-time): a preset counted from `now`, or the end of
 * the chosen day. A custom day must be after today and at most a year from today.
 */
export function expiryOf(choice: ExpiryChoice, customDay: DayText, now: Date): ExpiryResult {
  switch (choice) {
    case 'days30':
      return { ok: true, expiresAt: addDays(now, 30).toISOString() };
    case 'days90':
      return { ok: true, expiresAt: addDays(now, 90).toISOString() };
    case 'year1':
      return { ok: true, expiresAt: oneYearAfter(now).toISOString() };
    case 'custom': {
      const bounds = customDayBounds(now);
      const end = endOfDay(customDay);
      if (!end || customDay < bounds.min || customDay > bounds.max) return { ok: false };
      return { ok: true, expiresAt: end.toISOString() };
    }
  }
}
