/** PostgreSQL's error codes, on the error itself (PGlite) or on drizzle's wrapper's cause. */
function pgCode(error: unknown): string | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/** The constraint named by a PostgreSQL error, when there is one. */
export function pgConstraint(error: unknown): string | undefined {
  const own = (error as { constraint?: unknown }).constraint;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { constraint?: unknown } }).cause?.constraint;
  return typeof cause === 'string' ? cause : undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A foreign key (23503) or an ON DELETE RESTRICT (23001) refused the change. */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(pgCode(error) ?? '');
