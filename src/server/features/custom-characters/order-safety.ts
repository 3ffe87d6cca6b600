import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import { checkPromptSafety } from '../safety/prompt-safety';

/** Refuses, before anything is charged, words about minors or a real person (spec §5, §8). */
export function assertSafeOrder(texts: string[]): void {
  const verdict = checkPromptSafety(texts.join(', '));
  if (verdict.isSafe) return;
  throw new ApiFailure(
    REFUSAL_CODE.unsafePrompt,
    verdict.reason === 'minor'
      ? 'Generation failed because content contained minors'
      : 'Generation failed because content named a real person',
  );
}
