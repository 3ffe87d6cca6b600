import { isDecidedAlone, judgeChatMessage, scanChatText } from '../../features/safety/chat-safety';
import type { ModerationProvider, ModerationVerdict } from './moderation-provider';

/**
 * Our own checker, offline and in every locale: a minor together with sexual context, in the
 * message or the last few turns. The turns are read only when the message alone cannot decide.
 * It cannot see pictures: the embedded demo image model draws adults only.
 */
export function createEmbeddedModeration(): ModerationProvider {
  return {
    name: 'embedded',
    runsLocally: true,
    async checkText({ text, recentTurns }): Promise<ModerationVerdict> {
      const message = scanChatText(text);
      const turns = isDecidedAlone(message) ? [] : (await recentTurns()).map(scanChatText);
      const verdict = judgeChatMessage(message, turns);
      return verdict.isAllowed
        ? { verdict: 'allowed' }
        : { verdict: 'refused', category: verdict.category, matched: verdict.matched };
    },
    async checkPicture() {
      return { verdict: 'notChecked' };
    },
  };
}
