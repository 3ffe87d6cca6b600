import type OpenAI from 'openai';
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

/**
 * The guard's category codes that refuse, and our category for each: S4, "Child Sexual
 * Exploitation" in Llama Guard 2, 3 and 4 alike. The others (violent crimes, sexual content
 * between adults, self-harm…) do not refuse: docs/decisions.md, "Which classifier categories
 * refuse".
 */
const REFUSED_CODES = { S4: 'sexual/minors' } as const;

/** A guard's whole answer: `safe`, or `unsafe` and a line of codes such as `S1,S4`. */
const ANSWER = /^(safe|unsafe)\s*(?:\n\s*(S\d+(?:\s*,\s*S\d+)*)\s*)?$/;

/** The verdict in a guard's answer; anything else is an answer we cannot read. */
function verdictOf(answer: string | null | undefined): ModerationVerdict {
  const match = ANSWER.exec((answer ?? '').trim());
  if (!match) {
    throw new ModerationUnavailable(
      `the guard model answered ${JSON.stringify((answer ?? '').slice(0, 80))}`,
      'malformed',
    );
  }
  if (match[1] === 'safe') return { verdict: 'allowed' };
  const codes = (match[2] ?? '').split(',').map((code) => code.trim());
  for (const code of codes) {
    if (code in REFUSED_CODES) {
      return {
        verdict: 'refused',
        category: REFUSED_CODES[code as keyof typeof REFUSED_CODES],
        matched: `unsafe ${codes.join(',')}`,
      };
    }
  }
  return { verdict: 'allowed' };
}

type GuardContent = OpenAI.Chat.Completions.ChatCompletionUserMessageParam['content'];

/**
 * A guard model (Llama Guard style) on any OpenAI-compatible chat server, through the `openai`
 * client: the text (with its recent turns) as the user's turn, whose safety the model's own chat
 * template asks about; it answers `safe` or `unsafe` and its category codes. Pictures go as an
 * image part only when `seesPictures` (a vision guard such as Llama Guard 3 Vision or Llama
 * Guard 4); else they are `notChecked`.
 */
export function createGuardModeration(
  options: ClassifierOptions & { seesPictures: boolean },
): ModerationProvider {
  const client = classifierClient(options);
  const classify = async (content: GuardContent, timeout: number) => {
    const signal = AbortSignal.timeout(timeout);
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: [{ role: 'user', content }],
          temperature: 0,
          // "unsafe\nS1,S2,…": a few tokens; more would only be the model rambling.
          max_tokens: 20,
        },
        { timeout, signal },
      );
      return verdictOf(completion.choices?.[0]?.message?.content);
    } catch (error) {
      throw unavailable('the guard model', error, signal);
    }
  };
  return {
    name: 'guard',
    async checkText(input) {
      return classify(await textWithContext(input), options.textTimeoutMs);
    },
    async checkPicture(picture) {
      if (!options.seesPictures) return { verdict: 'notChecked' };
      return classify(
        [
          { type: 'text', text: 'A picture to be shown to a user.' },
          { type: 'image_url', image_url: { url: pictureDataUrl(picture) } },
        ],
        options.pictureTimeoutMs,
      );
    },
  };
}
