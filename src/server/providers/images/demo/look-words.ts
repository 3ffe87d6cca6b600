/** What the renderer draws, read from the words of a look and a prompt. */

export type HairLength = 'short' | 'bob' | 'medium' | 'long';
export type HairShape = 'straight' | 'wavy' | 'curly' | 'ponytail' | 'bun' | 'braids';
export type Build = 'petite' | 'slim' | 'average' | 'athletic' | 'curvy' | 'muscular' | 'broad';
export type Outfit =
  | 'dress'
  | 'strap top'
  | 'tee'
  | 'shirt'
  | 'blazer'
  | 'hoodie'
  | 'sweater'
  | 'kimono'
  | 'bikini'
  | 'lingerie'
  | 'leather jacket'
  | 'sportswear'
  | 'uniform';
export type Scene =
  | 'studio'
  | 'beach'
  | 'night city'
  | 'bedroom'
  | 'cafe'
  | 'forest'
  | 'snow'
  | 'office'
  | 'sunset'
  | 'neon'
  | 'gym'
  | 'library';

const firstMatch = <T extends string | number>(
  text: string,
  table: Array<[RegExp, T]>,
  fallback: T,
): T => table.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

export function hairLengthOf(words: string, isWoman: boolean): HairLength {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(pixie|buzz|crew|short|cropped|undercut|fade)\b/, 'short'],
      [/\bbob\b/, 'bob'],
      [/\b(long|waist|flowing)\b/, 'long'],
      [/\b(medium|shoulder)\b/, 'medium'],
    ],
    isWoman ? 'long' : 'short',
  );
}

export function hairShapeOf(words: string): HairShape {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\bbraid/, 'braids'],
      [/\b(ponytail|pony tail)\b/, 'ponytail'],
      [/\b(bun|chignon|updo|topknot)\b/, 'bun'],
      [/\b(curl|curly|afro|coil)/, 'curly'],
      [/\b(wave|wavy)/, 'wavy'],
    ],
    'straight',
  );
}

export function buildOf(words: string): Build {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(curvy|voluptuous|thick|plus|hourglass|full)/, 'curvy'],
      [/\b(muscular|buff|bodybuilder|ripped)/, 'muscular'],
      [/\b(broad|stocky|burly|big|heavy)/, 'broad'],
      [/\b(athletic|toned|fit|sporty|strong)/, 'athletic'],
      [/\b(petite|tiny|small frame)/, 'petite'],
      [/\b(slim|slender|thin|lean|willowy)/, 'slim'],
    ],
    'average',
  );
}

export function outfitOf(words: string, isWoman: boolean): Outfit {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(bikini|swimsuit|swimwear)/, 'bikini'],
      [/\b(lingerie|lace|negligee|nightie|babydoll|corset)/, 'lingerie'],
      [/\b(kimono|yukata|hanfu|qipao|cheongsam)/, 'kimono'],
      [/\b(leather)/, 'leather jacket'],
      [/\b(hoodie|sweatshirt)/, 'hoodie'],
      [/\b(sweater|jumper|cardigan|knit)/, 'sweater'],
      [/\b(blazer|suit|jacket|coat)/, 'blazer'],
      [/\b(gym|sport|yoga|leggings|tracksuit|jersey)/, 'sportswear'],
      [/\b(uniform|scrubs|maid|nurse|police|officer|pilot)/, 'uniform'],
      [/\b(dress|gown|evening)/, 'dress'],
      [/\b(tank|camisole|cami|crop|halter|strap)/, 'strap top'],
      [/\b(tee|t-shirt|tshirt|casual)\b/, 'tee'],
      [/\b(shirt|blouse|top)\b/, 'shirt'],
    ],
    isWoman ? 'dress' : 'tee',
  );
}

export function sceneOf(words: string): Scene {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(beach|sea|ocean|shore|pool|island|tropical)/, 'beach'],
      [/\b(neon|cyberpunk|club|arcade|rave)/, 'neon'],
      [/\b(night|city|downtown|rooftop|skyline|street)/, 'night city'],
      [/\b(bedroom|bed|sheets|pillow|hotel)/, 'bedroom'],
      [/\b(cafe|coffee|bar|restaurant|bakery)/, 'cafe'],
      [/\b(forest|park|garden|meadow|nature|flowers)/, 'forest'],
      [/\b(snow|winter|ski|ice|christmas)/, 'snow'],
      [/\b(office|desk|work|studio apartment)/, 'office'],
      [/\b(sunset|dusk|golden hour|sunrise)/, 'sunset'],
      [/\b(gym|workout|fitness|training)/, 'gym'],
      [/\b(library|books|bookshop|reading)/, 'library'],
    ],
    'studio',
  );
}

/** Whether the prompt asks for a wink, a grin or a shy smile; the default is a soft smile. */
export function moodOf(words: string): 'soft' | 'grin' | 'wink' | 'shy' {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(wink|playful|teasing|flirty)/, 'wink'],
      [/\b(laugh|grin|happy|cheerful|excited)/, 'grin'],
      [/\b(shy|blush|bashful|timid)/, 'shy'],
    ],
    'soft',
  );
}

/** The bust, 0 small … 3 extra large, from the breast choice. */
export function bustOf(words = ''): number {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(extra|huge|very large|xl)/, 3],
      [/\b(large|big|full|busty|ample)/, 2],
      [/\b(small|petite|flat)/, 0],
    ],
    1,
  );
}

/** Hips from the hips choice. */
export function hipsOf(words = ''): 'narrow' | 'medium' | 'wide' {
  return firstMatch(
    words.toLowerCase(),
    [
      [/\b(narrow|slim)/, 'narrow'],
      [/\b(wide|broad|full|curvy)/, 'wide'],
    ],
    'medium',
  );
}
