import { STORAGE_KEYS, storage } from '@client/lib/storage';
import { VOICE_UPLOAD_PATH } from '@contract/voice-input';

/** The server refused a recording: its envelope's code (null when it answered none). */
export class VoiceRefused extends Error {
  override name = 'VoiceRefused';

  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Sends a recording to be transcribed: the audio itself as the body, with the session token;
 * answers the transcript, which the chat then sends as the message. Nothing is stored.
 */
export async function transcribeVoice(
  recording: Blob,
  where: { conversationId: string; lang: string },
): Promise<string> {
  const search = new URLSearchParams(where);
  const response = await fetch(`${VOICE_UPLOAD_PATH}?${search}`, {
    method: 'POST',
    body: recording,
    headers: {
      'content-type': recording.type || 'application/octet-stream',
      authorization: `Bearer ${storage.get(STORAGE_KEYS.token) ?? ''}`,
    },
  });
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: { text: string } | null;
  } | null;
  if (envelope?.code !== 0 || !envelope.data) {
    throw new VoiceRefused(envelope?.msg ?? `HTTP ${response.status}`, envelope?.code ?? null);
  }
  return envelope.data.text;
}
