/**
 * The position a `nextCursor` of a ranked list stands for: a whole number of items to skip. Anything
 * else starts from the top, so a stale or edited cursor never fails a call.
 */
export function positionOf(cursor: string | undefined): number {
  const position = Number(cursor ?? 0);
  return Number.isSafeInteger(position) && position >= 0 ? position : 0;
}
