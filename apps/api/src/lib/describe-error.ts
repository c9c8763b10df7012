/** Socket errors may carry no message, only a code. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return [...new Set(error.errors.map(describeError))].join('; ');
  }
  if (error instanceof Error) {
    const { code } = error as NodeJS.ErrnoException;
    return (error.message || code || error.name).replace(/\s*\n\s*/g, '; ');
  }
  return String(error);
}
