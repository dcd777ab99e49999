/** A date input's value (YYYY-MM-DD) for a moment, read in Tehran. */
export function tehranDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/**
 * "Offered until" a day means to the end of that day in Tehran (Iran keeps +03:30 all year since 2022),
 * sent with its offset so the API stores that moment; an empty field is no end (null).
 */
export function endOfTehranDay(day: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T23:59:59+03:30` : null;
}
