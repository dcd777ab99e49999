/**
 * Whether an update would set no column. A PATCH of {} (or of fields that all came out absent) asks to
 * change nothing, and Drizzle refuses an UPDATE with nothing to set ("No values to set", a 500), so a
 * service answers the row as it is instead of updating.
 */
export function changesNothing(patch: object): boolean {
  return Object.values(patch).every((value) => value === undefined);
}
