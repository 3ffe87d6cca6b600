import type { CountedFigure } from '@contract/api/brand-content-endpoints';
import { plural } from '@lingui/core/macro';

/**
 * The word under a counted figure, agreeing with the count in the active language ("1 member",
 * "252 messages sent"); components calling it re-render on a language change through `useLingui`.
 */
export function countedFigureLabel({ kind, count }: CountedFigure): string {
  if (kind === 'members') return plural(count, { one: 'member', other: 'members' });
  if (kind === 'messages') return plural(count, { one: 'message sent', other: 'messages sent' });
  return plural(count, { one: 'character', other: 'characters' });
}
