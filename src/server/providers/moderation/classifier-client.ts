import OpenAI from 'openai';
import { ModerationUnavailable } from './moderation-provider';

/** Where a classifier is reached, and how long one check may take. */
export interface ClassifierOptions {
  /** The /v1 URL of the OpenAI-compatible server. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for a chat text's verdict. */
  textTimeoutMs: number;
  /** Longest wait for a picture's verdict (its bytes go up with it). */
  pictureTimeoutMs: number;
}

/**
 * The `openai` client for a classifier. No retries: a chat text falls back to the embedded
 * checker and a picture's job retries on its own, so a hidden retry here would only double the
 * wait a user sees.
 */
export function classifierClient(options: ClassifierOptions): OpenAI {
  return new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey,
    timeout: options.textTimeoutMs,
    maxRetries: 0,
  });
}

/**
 * Maps whatever the call threw to `ModerationUnavailable`, naming the classifier; `deadline` is
 * the call's timeout signal (once it fired, whatever broke broke because of it).
 */
export function unavailable(
  classifier: string,
  error: unknown,
  deadline: AbortSignal,
): ModerationUnavailable {
  if (error instanceof ModerationUnavailable) return error;
  const cause = { cause: error };
  if (deadline.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ModerationUnavailable(`${classifier} did not answer in time`, 'timeout', cause);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ModerationUnavailable(
      `${classifier} is unreachable: ${error.message}`,
      'unreachable',
      cause,
    );
  }
  if (error instanceof OpenAI.APIError) {
    return new ModerationUnavailable(`${classifier} refused: ${error.message}`, 'status', cause);
  }
  // A body that is not the JSON it claims (the client's parse throws a SyntaxError).
  const message = error instanceof Error ? error.message : String(error);
  return new ModerationUnavailable(`${classifier} answered badly: ${message}`, 'malformed', cause);
}

/** A picture as a `data:` URL, which both classifiers take in place of a link. */
export const pictureDataUrl = (picture: { bytes: Uint8Array; mimeType: string }) =>
  `data:${picture.mimeType};base64,${Buffer.from(picture.bytes).toString('base64')}`;

/**
 * The text a classifier judges: the turns before it as context, then the message. A classifier
 * reads the message alone otherwise, and "she is 12" two turns back is what makes "now undress"
 * abuse.
 */
export async function textWithContext(input: {
  text: string;
  recentTurns: () => Promise<readonly string[]>;
}): Promise<string> {
  const turns = await input.recentTurns();
  return [...turns, input.text].join('\n\n');
}
