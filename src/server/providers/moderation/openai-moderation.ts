import { z } from 'zod';
import {
  type ClassifierOptions,
  classifierClient,
  pictureDataUrl,
  textWithContext,
  unavailable,
} from './classifier-client';
import {
  type ModerationProvider,
  ModerationUnavailable,
  type ModerationVerdict,
} from './moderation-provider';

/** The category that refuses (docs/decisions.md, "Which classifier categories refuse"). */
const REFUSED_CATEGORY = 'sexual/minors';

/** The part of an answer we read; servers that leave out other categories still pass. */
const answerSchema = z.object({
  results: z
    .array(
      z.object({
        categories: z.record(z.string(), z.boolean().nullable()),
        category_scores: z.record(z.string(), z.number()).optional(),
      }),
    )
    .min(1),
});

/** The verdict on one answer: refused when the server flags `sexual/minors`. */
function verdictOf(body: unknown): ModerationVerdict {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) {
    throw new ModerationUnavailable(
      `the moderation endpoint answered an unexpected body: ${parsed.error.issues[0]?.message}`,
      'malformed',
    );
  }
  const flagged = parsed.data.results.find((result) => result.categories[REFUSED_CATEGORY]);
  if (!flagged) return { verdict: 'allowed' };
  const score = flagged.category_scores?.[REFUSED_CATEGORY];
  return {
    verdict: 'refused',
    category: REFUSED_CATEGORY,
    matched: `flagged ${REFUSED_CATEGORY}${score === undefined ? '' : ` (${score.toFixed(3)})`}`,
  };
}

/**
 * Any OpenAI-compatible `POST /v1/moderations` endpoint, through the `openai` client: a chat
 * text with its recent turns, or a picture as a `data:` URL. Refuses what it flags
 * `sexual/minors`; rejects with `ModerationUnavailable` when it cannot answer.
 */
export function createOpenAiModeration(options: ClassifierOptions): ModerationProvider {
  const client = classifierClient(options);
  const classify = async (
    input: string | Array<{ type: 'image_url'; image_url: { url: string } }>,
    timeout: number,
  ) => {
    const signal = AbortSignal.timeout(timeout);
    try {
      // `asResponse` + our own parse: a body that is not the documented shape is "malformed",
      // not a crash deeper in. The signal also bounds the body, which the client's own timeout
      // stops covering once the headers are in.
      const response = await client.moderations
        .create({ model: options.model, input }, { timeout, signal })
        .asResponse();
      return verdictOf(JSON.parse(await response.text()));
    } catch (error) {
      throw unavailable('the moderation endpoint', error, signal);
    }
  };
  return {
    name: 'openai',
    async checkText(input) {
      return classify(await textWithContext(input), options.textTimeoutMs);
    },
    async checkPicture(picture) {
      return classify(
        [{ type: 'image_url', image_url: { url: pictureDataUrl(picture) } }],
        options.pictureTimeoutMs,
      );
    },
  };
}
