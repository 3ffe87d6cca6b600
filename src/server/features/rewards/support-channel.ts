import type { SupportChannelStatus } from '@contract/api/reward-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { SUPPORT_CHANNEL_GIFT_COINS, SUPPORT_CHANNEL_MAX_BONUS_PERCENT } from '@contract/constants';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, eq, isNull } from 'drizzle-orm';
import type { Bot } from 'grammy';
import { ApiFailure } from '../../api/api-failure';
import type { Env } from '../../config/env';
import type { Database, Transaction } from '../../db/database';
import { users } from '../../db/schema/users';
import type { Logger } from '../../lib/logger';
import { isChatMember } from '../../providers/telegram/telegram-bot';
import { credit } from '../ledger/ledger';
import { telegramUserIdOf } from './telegram-identity';

/** The configured support channel (spec §2): its chat for `getChatMember`, and its public link. */
function supportChannelOf(env: Pick<Env, 'SUPPORT_CHANNEL_CHAT_ID' | 'SUPPORT_CHANNEL_URL'>) {
  const chatId = env.SUPPORT_CHANNEL_CHAT_ID;
  if (!chatId) return null;
  const url =
    env.SUPPORT_CHANNEL_URL ?? (chatId.startsWith('@') ? `https://t.me/${chatId.slice(1)}` : null);
  return url ? { chatId, url } : null;
}

interface ChannelServices {
  env: Env;
  bot: Bot | null;
  log: Logger;
}

export async function supportChannelStatus(
  db: Database,
  userId: string,
  { env, bot }: ChannelServices,
): Promise<SupportChannelStatus> {
  const channel = bot ? supportChannelOf(env) : null;
  const [row] = await db
    .select({ joinedAt: users.supportChannelJoinedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    url: channel?.url ?? null,
    isJoined: Boolean(row?.joinedAt),
    hasTelegram: (await telegramUserIdOf(db, userId)) !== null,
  };
}

/**
 * Proves membership with the Bot API (`getChatMember` on the user's linked Telegram account) and
 * then gives the join gift (spec §9: 20 coins) once: `supportChannelJoinedAt` is set only from
 * null, in the same transaction as the coins, so parallel claims pay once.
 */
export async function claimSupportChannelGift(
  db: Database,
  userId: string,
  services: ChannelServices,
): Promise<{ status: SupportChannelStatus; coins: number }> {
  const channel = supportChannelOf(services.env);
  if (!channel || !services.bot) {
    throw new ApiFailure(REFUSAL_CODE.featureOff, 'There is no support channel to join');
  }
  const telegramId = await telegramUserIdOf(db, userId);
  if (telegramId === null) {
    throw new ApiFailure(
      REFUSAL_CODE.telegramNeeded,
      'Link your Telegram account first, so we can see you joined',
    );
  }
  let isMember: boolean;
  try {
    isMember = await isChatMember(services.bot, channel.chatId, telegramId);
  } catch (error) {
    // "user not found" and "chat not found" come back as 400s: the user is not in the channel as
    // far as the bot can see.
    services.log.warn({ err: error }, 'support channel: getChatMember failed');
    isMember = false;
  }
  if (!isMember) {
    throw new ApiFailure(REFUSAL_CODE.channelNotJoined, 'Join the channel first, then try again');
  }
  const coins = await db.transaction(async (tx) => {
    const [joined] = await tx
      .update(users)
      .set({ supportChannelJoinedAt: new Date() })
      .where(and(eq(users.id, userId), isNull(users.supportChannelJoinedAt)))
      .returning({ id: users.id });
    if (!joined) {
      throw new ApiFailure(REFUSAL_CODE.rewardClaimed, 'The channel gift was already given');
    }
    const isPaid = await credit(tx, {
      userId,
      currency: 'gold',
      amount: SUPPORT_CHANNEL_GIFT_COINS,
      reason: LEDGER_REASON.supportChannelGift,
      reference: userId,
    });
    return isPaid ? SUPPORT_CHANNEL_GIFT_COINS : 0;
  });
  return { status: await supportChannelStatus(db, userId, services), coins };
}

/**
 * A channel member's bonus on a coin pack (spec §9: up to 5%): 5% of the pack's coins, rounded
 * down, in the purchase's transaction. Nothing for users who have not joined.
 */
export async function creditSupportChannelBonus(
  tx: Transaction,
  purchase: { userId: string; orderId: string; coins: number; isChannelMember: boolean },
): Promise<number> {
  if (!purchase.isChannelMember) return 0;
  const bonus = Math.floor((purchase.coins * SUPPORT_CHANNEL_MAX_BONUS_PERCENT) / 100);
  if (bonus <= 0) return 0;
  const isPaid = await credit(tx, {
    userId: purchase.userId,
    currency: 'gold',
    amount: bonus,
    reason: LEDGER_REASON.supportChannelBonus,
    reference: purchase.orderId,
  });
  return isPaid ? bonus : 0;
}
