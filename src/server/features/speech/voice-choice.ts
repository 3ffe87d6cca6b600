import type { SpeechVoice } from '../../providers/speech/speech-provider';

/** A stable number from a text (FNV-1a), to give a character a voice of her own. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The voice she speaks in: the chosen one (the conversation's, else her creator's) when the
 * provider offers it, else one of the provider's picked from her id, so she always sounds the same.
 */
export function voiceOf(
  chosen: string | null,
  characterId: string,
  voices: readonly SpeechVoice[],
): string | null {
  if (chosen && voices.some((voice) => voice.id === chosen)) return chosen;
  if (voices.length === 0) return chosen;
  return voices[hashOf(characterId) % voices.length]?.id ?? null;
}
