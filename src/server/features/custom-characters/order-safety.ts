import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import { checkPromptSafety } from '../safety/prompt-safety';

/** Refuses, before anything is charged, words about minors or a real person (spec §5, §8). */
export function assertSafeOrder(texts: string[]): void {
  const verdict = checkPromptSafety(texts.join(', '));
  if (verdict.isSafe) return;
  throw verdict.reason === 'minor'
    ? new ApiFailure(
        REFUSAL_CODE.unsafePrompt,
        'Generation failed because content contained minors',
      )
    : new ApiFailure(
        REFUSAL_CODE.realPersonPrompt,
        'Generation failed because content named a real person',
      );
}
