import type { Logger } from '../../lib/logger';
import { countClassifierFailure } from './classifier-failures';
import {
  type ModerationProvider,
  ModerationUnavailable,
  type ModerationVerdict,
} from './moderation-provider';

/**
 * The embedded checker first, then a classifier (docs/decisions.md, "When a moderation
 * classifier is down"). A text the embedded checker refuses costs no classifier call; a text the
 * classifier cannot judge is decided by the embedded checker alone (logged and counted), so the
 * chat goes on. A picture is the classifier's alone (the embedded checker cannot see one), and
 * one it cannot judge rejects with `ModerationUnavailable`: the caller fails closed.
 */
export function layerModeration(
  embedded: ModerationProvider,
  classifier: ModerationProvider,
  log: Logger,
): ModerationProvider {
  const refusedBy = (verdict: ModerationVerdict, name: string): ModerationVerdict =>
    verdict.verdict === 'refused' ? { ...verdict, refusedBy: verdict.refusedBy ?? name } : verdict;
  return {
    name: `${embedded.name}+${classifier.name}`,
    async checkText(input) {
      // Both read the same turns: one query for the two.
      let turns: Promise<readonly string[]> | undefined;
      const shared = { text: input.text, recentTurns: () => (turns ??= input.recentTurns()) };
      const first = await embedded.checkText(shared);
      if (first.verdict === 'refused') return refusedBy(first, embedded.name);
      try {
        return refusedBy(await classifier.checkText(shared), classifier.name);
      } catch (error) {
        if (!(error instanceof ModerationUnavailable)) throw error;
        countClassifierFailure(classifier.name, 'text', error.reason);
        log.warn(
          { classifier: classifier.name, reason: error.reason, err: error },
          'moderation classifier unavailable; the embedded checker decided this text alone',
        );
        return first;
      }
    },
    async checkPicture(picture) {
      try {
        const verdict = await classifier.checkPicture(picture);
        return verdict.verdict === 'notChecked' ? verdict : refusedBy(verdict, classifier.name);
      } catch (error) {
        if (error instanceof ModerationUnavailable) {
          countClassifierFailure(classifier.name, 'picture', error.reason);
          log.warn(
            { classifier: classifier.name, reason: error.reason, err: error },
            'moderation classifier unavailable; the picture is not delivered',
          );
        }
        throw error;
      }
    },
  };
}
