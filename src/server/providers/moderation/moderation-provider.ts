/** What moderation refuses for; named as OpenAI-compatible moderation endpoints name them. */
type ModerationCategory = 'sexual/minors';

/** A provider's answer on a text or a picture. */
export type ModerationVerdict =
  | { verdict: 'allowed' }
  | { verdict: 'refused'; category: ModerationCategory; matched: string };

/** A picture's answer: also "not checked" from a provider that cannot look at pictures. */
type PictureVerdict = ModerationVerdict | { verdict: 'notChecked' };

/** A chat text to check and, when the provider needs them, the turns before it. */
interface TextToCheck {
  text: string;
  /** The last few turns' texts, oldest first; read only when called (the embedded checker often needs none). */
  recentTurns: () => Promise<readonly string[]>;
}

/**
 * Checks what users send before it costs anything, and what models answer (a sentence at a time
 * as it streams) before it reaches anyone. Embedded: our multilingual word checker; a classifier
 * (an OpenAI-compatible `/v1/moderations` endpoint, a guard model) goes beside it, chosen by
 * `MODERATION_PROVIDER`.
 */
export interface ModerationProvider {
  /** Recorded with each refusal. */
  name: string;
  /**
   * Checks in this process at no cost per call (the embedded checker); a classifier elsewhere is
   * asked only for signed-in users' texts.
   */
  runsLocally?: boolean;
  checkText(input: TextToCheck): Promise<ModerationVerdict>;
  /** Checks a picture's bytes; a provider that cannot see pictures answers `notChecked`. */
  checkPicture(picture: { bytes: Uint8Array; mimeType: string }): Promise<PictureVerdict>;
}
