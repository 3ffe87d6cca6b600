/** What moderation refuses for; named as OpenAI-compatible moderation endpoints name them. */
type ModerationCategory = 'sexual/minors';

/** A provider's answer on a text or a picture. */
export type ModerationVerdict =
  | { verdict: 'allowed' }
  | {
      verdict: 'refused';
      category: ModerationCategory;
      matched: string;
      /** Which checker refused, when the provider runs several in a row (else its own name). */
      refusedBy?: string;
    };

/** A picture's answer: also "not checked" from a provider that cannot look at pictures. */
type PictureVerdict = ModerationVerdict | { verdict: 'notChecked' };

/** A chat text to check and, when the provider needs them, the turns before it. */
interface TextToCheck {
  text: string;
  /** The last few turns' texts, oldest first; read only when called (the embedded checker often needs none). */
  recentTurns: () => Promise<readonly string[]>;
}

/** A picture's bytes and their type (`image/webp`, `image/png`, `image/jpeg`). */
interface PictureToCheck {
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * Checks what users send before it costs anything, and what models answer (a sentence at a time
 * as it streams) before it reaches anyone. Embedded: our multilingual word checker; a classifier
 * (an OpenAI-compatible `/v1/moderations` endpoint, a guard model) goes beside it, chosen by
 * `MODERATION_PROVIDER`. A classifier that cannot answer (timeout, error, an answer it cannot
 * read) rejects with `ModerationUnavailable`; the provider `createModerationProvider` builds
 * decides what then.
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
  checkPicture(picture: PictureToCheck): Promise<PictureVerdict>;
}

/** Why a classifier gave no verdict; few values, so a metric's label stays small. */
export type UnavailableReason = 'timeout' | 'unreachable' | 'status' | 'malformed';

/** A classifier that gave no verdict: it timed out, was unreachable, erred or answered nonsense. */
export class ModerationUnavailable extends Error {
  override name = 'ModerationUnavailable';

  constructor(
    message: string,
    readonly reason: UnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
