/**
 * Paths of her voice. Apart from `ENDPOINT_PATHS` because only the chat's Listen button, the voice
 * picker and the creation wizard's voice step call them.
 */
export const SPEECH_PATHS = {
  listen: '/v1/speech/listen',
  voices: '/v1/speech/voices',
  conversationVoiceSet: '/v1/session/voice/set',
  voicePreview: '/v1/speech/preview',
  characterVoiceSet: '/v1/custom-character/voice/set',
} as const;
