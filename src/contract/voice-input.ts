/** The longest voice message taken, in seconds; the recorder stops itself there. */
export const VOICE_MAX_SECONDS = 60;
/** The largest recording uploaded: a minute of Opus at the recorder's bitrate is a few hundred KB. */
export const VOICE_MAX_BYTES = 2 * 1024 * 1024;
/** Shorter than this is a slip of the finger, not a message. */
export const VOICE_MIN_SECONDS = 0.5;
/** Where a recording is posted (the audio itself as the body, like a photo upload). */
export const VOICE_UPLOAD_PATH = '/upload/voice';
