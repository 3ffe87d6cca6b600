import { plural, t } from '@lingui/core/macro';

/**
 * What a VIP plan is called (spec §9: 'N month VIP'): a week, N months, or lifetime. Uses the
 * active language; components calling it re-render on a language change through `useLingui`.
 */
export function planName(plan: { period: string; month: number }): string {
  if (plan.period === 'lifetime') return t`Lifetime VIP`;
  if (plan.period === 'weekly') return t`1 week VIP`;
  return plural(plan.month, { one: '# month VIP', other: '# months VIP' });
}

/**
 * What a coin pack is called: 'N coins', the name coins have everywhere else (spec §9 calls the
 * packs 'N Gold'; one name for one thing, see docs/decisions.md).
 */
export function goldName(gold: number): string {
  return plural(gold, { one: '# coin', other: '# coins' });
}
