import { REFUSAL_CODE } from '@contract/api-codes';
import { ApiFailure } from '../../api/api-failure';
import { checkPromptSafety } from '../safety/prompt-safety';

/**
 * Refuses a persona the safety checker would refuse as a prompt, before it is saved: every reply
 * of a conversation that uses it reads its words. A minor by word or age (2090), a real person (2091).
 */
export function assertSafePersona(persona: { name: string; look: string; bio: string }): void {
  // Each field alone too: a name joined to a bio must not hide a match across the seam.
  for (const text of [[persona.name, persona.look, persona.bio].join('. '), persona.name]) {
    const verdict = checkPromptSafety(text);
    if (verdict.isSafe) continue;
    throw verdict.reason === 'minor'
      ? new ApiFailure(REFUSAL_CODE.unsafePersona, 'A persona must be an adult: nothing was saved')
      : new ApiFailure(
          REFUSAL_CODE.realPersonPersona,
          'A persona cannot be a real person: nothing was saved',
        );
  }
}
