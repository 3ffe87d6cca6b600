import { botMessagesEndpoint } from '@contract/api/first-step-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { and, eq } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { identities, users } from '../../db/schema/users';

export const botMessageRoutes = [
  // The Mini App asks Telegram's requestWriteAccess before turning it on: Telegram lets the bot
  // write only to someone who allowed it, and only an account signed in with Telegram has a chat.
  implement(botMessagesEndpoint, async ({ allowed }, context) => {
    const uid = signedInUid(context);
    if (allowed) {
      const [telegram] = await context.db
        .select({ subject: identities.subject })
        .from(identities)
        .where(and(eq(identities.userId, uid), eq(identities.kind, 'telegram')))
        .limit(1);
      if (!telegram) {
        throw new ApiFailure(
          REFUSAL_CODE.telegramNeeded,
          'No Telegram account is linked: open the app in Telegram to be told there',
        );
      }
    }
    await context.db
      .update(users)
      .set({ botMessagesAllowedAt: allowed ? new Date() : null })
      .where(eq(users.id, uid));
    return { allowed };
  }),
];
