/**
 * Input the offline methods cannot work with (bytes that are not an image, empty text, a zero
 * duration). The worker reads `kind` and fails such a job at once, without retrying it.
 */
export type InvalidInputError = Error & { kind: 'invalid-input' };

export function invalidInput(message: string): InvalidInputError {
  return Object.assign(new Error(message), { kind: 'invalid-input' as const });
}

/** Throws unless `seconds` is a finite duration above zero (and at most `max`). */
export function checkDuration(seconds: number, max = 600): void {
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > max)
    throw invalidInput(`duration must be above 0 and at most ${max} seconds, not ${seconds}`);
}
