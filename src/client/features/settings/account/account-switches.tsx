import type { UserProfile } from '@contract/api/user-endpoints';
import { BotMessagesSwitch } from './bot-messages-switch';
import { NsfwSwitch } from './nsfw-switch';

/**
 * The account's two switches, a chunk of their own: a visitor who is not signed in never shows
 * them, so Settings' first load goes without them (and without telegram-ui's Switch).
 */
export default function AccountSwitches({ user }: { user: UserProfile }) {
  return (
    <>
      <NsfwSwitch user={user} />
      <BotMessagesSwitch user={user} />
    </>
  );
}
