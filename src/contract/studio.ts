/** The photo studio's choices and limits, shared by the API schemas and the screens (no zod). */

/** Picture sizes the generator offers (width × height in pixels). */
export const PHOTO_SIZES = {
  portrait: { width: 768, height: 1024 },
  square: { width: 1024, height: 1024 },
  landscape: { width: 1024, height: 768 },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** Creativity (classifier-free guidance): the slider's range and spec §5's best range 5–13. */
export const CFG_RANGE = { min: 1, max: 20, bestMin: 5, bestMax: 13, default: 7 } as const;

/** Clarity: how many sampling steps the model takes. */
export const CLARITY_STEPS = { standard: 24, high: 36 } as const;
export type Clarity = keyof typeof CLARITY_STEPS;

export const PHOTO_PROMPT_MAX_LENGTH = 1000;
export const NEGATIVE_PROMPT_MAX_LENGTH = 500;

/** The states of a studio item (a generated photo or video). */
export const STUDIO_ITEM_STATES = ['generating', 'ready', 'failed'] as const;

/** Spec §5: a prompt is English, comma-separated, 20–50 keywords. The screen counts and hints. */
export const PROMPT_KEYWORDS = { min: 20, max: 50 } as const;

/** The keywords of a prompt: its comma-separated parts that hold something. */
export function promptKeywords(prompt: string): string[] {
  return prompt
    .split(/[,，、،]/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Whether a prompt holds letters of a script other than Latin (spec §5: prompts are English). */
export function hasNonLatinLetters(prompt: string): boolean {
  return /[^\p{Script=Latin}\P{L}]/u.test(prompt);
}

/**
 * Ready prompts to start from (spec §3 "template"). Each is English and within 20–50 keywords;
 * the screen names them in the user's language and shows each one's preview picture, drawn once.
 */
export const PHOTO_TEMPLATES = [
  {
    id: 'beach-day',
    prompt:
      'photo, beach, ocean waves, sunny day, bikini, wet hair, smiling, looking at camera, golden skin, sand, palm trees, blue sky, summer, vacation, relaxed pose, sunlight, soft shadows, high detail, sharp focus, natural light, 35mm lens',
  },
  {
    id: 'night-city',
    prompt:
      'photo, night city, rooftop, skyline, city lights, leather jacket, wind in hair, confident smile, looking at camera, bokeh, neon reflections, cinematic lighting, moody, evening, urban, fashion, high detail, sharp focus, 50mm lens, depth of field',
  },
  {
    id: 'cafe-date',
    prompt:
      'photo, cafe, coffee cup, cozy, sweater, warm light, window seat, soft smile, looking at camera, morning, wooden table, plants, relaxed, date, candid, natural light, shallow depth of field, high detail, sharp focus, film grain',
  },
  {
    id: 'bedroom-evening',
    prompt:
      'photo, bedroom, evening, lace lingerie, sitting on bed, soft lamp light, warm tones, playful smile, looking at camera, silk sheets, intimate, romantic, candles, cozy, high detail, sharp focus, soft shadows, 85mm lens, depth of field, elegant',
  },
  {
    id: 'gym-selfie',
    prompt:
      'photo, gym, sportswear, leggings, selfie, mirror, athletic, toned, ponytail, confident, grin, workout, dumbbells, bright light, healthy glow, energetic, high detail, sharp focus, natural skin, candid, morning',
  },
  {
    id: 'snow-walk',
    prompt:
      'photo, snow, winter, forest path, snowflakes, knit sweater, scarf, rosy cheeks, smiling, looking at camera, cold breath, soft daylight, pine trees, cozy, romantic walk, high detail, sharp focus, natural light, 50mm lens, depth of field',
  },
  {
    id: 'library-study',
    prompt:
      'photo, library, bookshelves, reading, glasses, blouse, shy smile, looking at camera, warm light, old books, quiet, wooden desk, cozy, intelligent, soft focus background, high detail, sharp focus, film look, afternoon, natural light',
  },
  {
    id: 'sunset-dress',
    prompt:
      'photo, sunset, golden hour, summer dress, wind, hair blowing, field, warm glow, happy smile, looking at camera, orange sky, romantic, dreamy, soft light, backlight, lens flare, high detail, sharp focus, 85mm lens, depth of field',
  },
  {
    id: 'neon-club',
    prompt:
      'photo, neon, club, night, dancing, sparkly dress, colorful lights, pink and blue glow, wink, looking at camera, party, music, energetic, glamorous, cinematic lighting, high contrast, high detail, sharp focus, bokeh, 35mm lens',
  },
  {
    id: 'office-break',
    prompt:
      'photo, office, blazer, white shirt, desk, laptop, coffee break, confident smile, looking at camera, modern interior, window light, professional, elegant, city view, high detail, sharp focus, natural light, 50mm lens, depth of field, calm',
  },
] as const;
export type PhotoTemplateId = (typeof PHOTO_TEMPLATES)[number]['id'];

/** Where a template's preview picture is served (drawn by the demo model once, then kept). */
export const TEMPLATE_PICTURE_PATH = '/media/template';

/** Video resolutions: the clip's shorter side in pixels; the longer follows the source's shape. */
export const VIDEO_RESOLUTIONS = { '480p': 480, '720p': 720 } as const;
export type VideoResolution = keyof typeof VIDEO_RESOLUTIONS;

/** Clip length in seconds: spec §5 and §9 allow up to 15. */
export const VIDEO_DURATION = { min: 2, max: 15, default: 5 } as const;

/** Spec §5: an uploaded source photo is at most 5 MB ("Photo max 5M"). */
export const UPLOAD_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The largest picture the server decodes, from a user or a model: a few kilobytes of PNG can
 * claim 16383×16383 pixels, and decoding costs by pixels, not bytes (docs/decisions.md).
 */
export const PICTURE_MAX_PIXELS = 40_000_000;
/** The longest side of a picture the server decodes. */
export const PICTURE_MAX_SIDE = 8192;
/** Spec §5 and §9: a finished clip is at most 100 MB. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;

/** A clip costs this many coins for each started 5 seconds (docs/decisions.md: video price). */
const VIDEO_COINS_PER_5_SECONDS = 100;

/** What a clip of `seconds` costs: 100 coins up to 5 s, 200 up to 10 s, 300 up to 15 s. */
export function videoPrice(seconds: number): number {
  return VIDEO_COINS_PER_5_SECONDS * Math.max(1, Math.ceil(seconds / 5));
}

/** A source longer than 3:1 either way is no photo of someone: refused before any charge. */
const VIDEO_SOURCE_MAX_ASPECT = 3;
/** A clip is at most 16:9 either way (the video models' widest frame); a longer source is cropped. */
const VIDEO_FRAME_MAX_ASPECT = 16 / 9;
/** The longest side of any clip: 720p at 16:9, within every video provider's limit. */
export const VIDEO_MAX_SIDE = 1280;

/** Whether a `width`×`height` picture can be a clip's source (docs/decisions.md: odd shapes). */
export function isVideoSourceShape(width: number, height: number): boolean {
  const [shorter, longer] = width <= height ? [width, height] : [height, width];
  return shorter > 0 && longer <= shorter * VIDEO_SOURCE_MAX_ASPECT;
}

/**
 * The clip's size for a source of `width`×`height`: the shorter side at the resolution, the
 * longer one following the source's shape up to 16:9, even.
 */
export function videoSize(resolution: VideoResolution, width: number, height: number) {
  const shorter = VIDEO_RESOLUTIONS[resolution];
  const aspect = Math.max(width, height) / Math.max(1, Math.min(width, height));
  const longer = Math.min(
    VIDEO_MAX_SIDE,
    Math.max(2, Math.round((shorter * Math.min(aspect, VIDEO_FRAME_MAX_ASPECT)) / 2) * 2),
  );
  return width <= height ? { width: shorter, height: longer } : { width: longer, height: shorter };
}

/** Where a user's source photo is uploaded: the raw bytes, with the session token. */
export const UPLOAD_PHOTO_PATH = '/upload/photo';
