import type { PortraitLook } from '../../providers/images/demo/render-portrait';

/** How each style is asked of a real model: painterly realism against cel-shaded anime. */
const STYLE_WORDS: Record<PortraitLook['style'], string> = {
  realistic:
    'photo, photorealistic, natural skin texture, natural proportions, soft natural light, 50mm lens, sharp focus',
  anime:
    'anime illustration, cel shading, clean line art, large expressive eyes, vibrant colours, detailed background',
};

/** What neither style may show, and what would pull a picture towards the other style. */
const NEGATIVE_WORDS =
  'child, minor, teen, underage, deformed, bad anatomy, long neck, extra limbs, text, watermark';
const OFF_STYLE_WORDS: Record<PortraitLook['style'], string> = {
  realistic: 'anime, cartoon, drawing, 3d render',
  anime: 'photo, photorealistic, 3d render',
};

/** Her look in words; the demo model's colour fields are words here, not #rrggbb. */
export interface ArtSubject {
  look: PortraitLook;
  /** Always an adult's: the catalogue's own age, else a young adult. */
  age: number;
  /** The scene, light and expression ("cafe, grin"); empty for a plain portrait. */
  scene: string;
}

/** The prompt a real model draws `subject` from: her style first, then her look, then the scene. */
export function artPrompt({ look, age, scene }: ArtSubject): string {
  return [
    STYLE_WORDS[look.style],
    `${age} year old adult ${look.gender}`,
    look.race ?? '',
    `${look.hairColor} ${look.hairstyle} hair`,
    `${look.eyeColor} eyes`,
    `${look.body} body`,
    look.breast ? `${look.breast} breasts` : '',
    look.hips ? `${look.hips} hips` : '',
    look.clothing,
    scene || 'portrait, looking at camera',
  ]
    .filter((words) => words.trim())
    .join(', ');
}

export function artNegativePrompt(style: PortraitLook['style']): string {
  return `${NEGATIVE_WORDS}, ${OFF_STYLE_WORDS[style]}`;
}
