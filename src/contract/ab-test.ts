import { sha256Hex } from './sha256';

/** The two groups of the A/B switch (spec §3 profile `ab`). */
const AB_VARIANTS = ['A', 'B'] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];

/**
 * The group of a device: a hash of its id, so the server (at sign-up) and the client (before
 * it) agree, and one device stays in one group. `testB` (spec §2 query) puts a device in B.
 */
export function abVariantOf(device: { uuid?: string | undefined; testB?: boolean | undefined }) {
  if (device.testB) return 'B' as const;
  if (!device.uuid) return null;
  return Number.parseInt(sha256Hex(`ab:${device.uuid}`).slice(0, 2), 16) % 2 === 0
    ? ('A' as const)
    : ('B' as const);
}

/**
 * What the switch changes today: after how many of her replies a chat counts as a good one and
 * the invite suggestion appears (A: 8, B: 5). Nothing on a first screen changes, so the group
 * costs no first paint. One table, so the experiment is read in one place.
 */
export const GOOD_CHAT_REPLIES: Record<AbVariant, number> = { A: 8, B: 5 };
