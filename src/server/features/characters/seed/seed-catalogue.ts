import { readFileSync } from 'node:fs';
import { CHARACTER_ACCESS, RELEASE_STATE, VISIBILITY } from '@contract/enums';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';
import { DAY_MS } from '@contract/time';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import {
  type CharacterTexts,
  characterPhotos,
  characterStories,
  characters,
  characterTags,
} from '../../../db/schema/characters';
import { media } from '../../../db/schema/media';
import { DEMO_DRAWING_VERSION } from '../../../providers/images/demo/render-portrait';
import { DEMO_VOICES } from '../../../providers/speech/demo-voice/espeak-voices';
import { loadMediaKey, lockedMediaId } from '../../media/media-access';
import { OFFICIAL_CHARACTERS, SEED_TAGS } from './official-characters';
import { isLocked, mediaId, PHOTO_VARIANTS, photoId } from './photo-ids';
import { REDRAWN_KEY_PREFIX } from './redrawn-keys';
import { retireGuessableSharpIds } from './retire-guessable-media';
import { seedPortraitRecipe } from './seed-portraits';
import type { SeedCharacter, SeedLocaleTexts } from './seed-types';

/** Release dates count back from this day, so Latest has a stable order. */
const SEED_DAY = Date.UTC(2026, 10, 1);
/** The shipped translations of the catalogue, per locale other than English. */
export function loadSeedLocaleTexts(): Map<string, SeedLocaleTexts> {
  return new Map(
    LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).map((code) => [
      code,
      JSON.parse(
        readFileSync(new URL(`./locales/${code}.json`, import.meta.url), 'utf8'),
      ) as SeedLocaleTexts,
    ]),
  );
}

function englishTexts(character: SeedCharacter): CharacterTexts[string] {
  return {
    name: character.name,
    description: character.description,
    greeting: character.greeting,
    relationship: character.relationship,
    occupation: character.occupation,
    personality: character.personality,
  };
}

/**
 * Writes the official catalogue: tags, characters, stories and generated portraits. Safe to run on
 * every start: it updates the shipped content and leaves counters (likes, chats) alone.
 */
export async function seedOfficialCatalogue(db: Executor): Promise<void> {
  const translations = loadSeedLocaleTexts();
  const localized = <T>(english: T, pick: (texts: SeedLocaleTexts) => T | undefined) => {
    const all: Record<string, T> = { [DEFAULT_LOCALE]: english };
    for (const [code, texts] of translations) all[code] = pick(texts) ?? english;
    return all;
  };

  await db
    .insert(characterTags)
    .values(
      SEED_TAGS.map((tag, index) => ({
        id: tag.id,
        labels: localized(tag.label, (texts) => texts.tags[tag.id]),
        sort: index,
      })),
    )
    .onConflictDoUpdate({
      target: characterTags.id,
      set: { labels: sql`excluded.labels`, sort: sql`excluded.sort` },
    });

  // The sharp copy of a locked photo gets an id nobody can derive from its blurred copy's.
  const mediaKey = await loadMediaKey(db);
  const sharpId = (characterId: string, variant: number) =>
    isLocked(variant)
      ? lockedMediaId(mediaKey, photoId(characterId, variant))
      : mediaId(characterId, variant, false);
  const mediaRows = OFFICIAL_CHARACTERS.flatMap((character) =>
    PHOTO_VARIANTS.flatMap((variant) =>
      [false, true].map((blurred) => ({
        id: blurred ? mediaId(character.id, variant, true) : sharpId(character.id, variant),
        access: isLocked(variant) && !blurred ? ('members' as const) : ('public' as const),
        contentType: 'image/webp',
        body: null,
        storageKey: `seed/v${DEMO_DRAWING_VERSION}/${blurred ? mediaId(character.id, variant, true) : sharpId(character.id, variant)}.webp`,
        recipe: seedPortraitRecipe(character, variant, blurred),
      })),
    ),
  );
  await db
    .insert(media)
    .values(mediaRows)
    .onConflictDoUpdate({
      target: media.id,
      set: {
        body: sql`excluded.body`,
        access: sql`excluded.access`,
        contentType: sql`excluded.content_type`,
        // A picture a real model redrew (`redraw-art`) stays; the recipe is kept as its fallback.
        storageKey: sql`case when "media"."storage_key" like ${`${REDRAWN_KEY_PREFIX}%`} then "media"."storage_key" else excluded.storage_key end`,
        recipe: sql`excluded.recipe`,
      },
    });

  await db
    .insert(characters)
    .values(
      OFFICIAL_CHARACTERS.map((character, index) => ({
        id: character.id,
        ownerId: null,
        // Each her own voice, in turn; a real speech server's voices are matched in `voiceOf`.
        voice: DEMO_VOICES[index % DEMO_VOICES.length]?.id ?? null,
        kind: character.style === 'anime' ? ('ANIMATE' as const) : ('REALITY' as const),
        gender: character.gender,
        style: character.style,
        access: character.memberOnly ? CHARACTER_ACCESS.memberFree : CHARACTER_ACCESS.free,
        releaseState: RELEASE_STATE.release,
        visibility: VISIBILITY.open,
        age: character.age,
        relationship: character.relationship,
        kinks: character.kinks,
        personality: character.personality,
        occupation: character.occupation,
        race: character.race,
        hairstyle: character.hairstyle,
        hairColor: character.hairColor,
        eyeColor: character.eyeColor,
        body: character.body,
        breast: character.breast,
        hips: character.hips,
        clothing: character.clothing,
        scenario: character.scenario,
        persona: character.persona,
        texts: localized(englishTexts(character), (texts) => texts.characters[character.id]),
        tags: character.tags,
        isTour: character.tour,
        basePopularity: character.popularity,
        portraitMediaId: mediaId(character.id, 0, false),
        releasedAt: new Date(SEED_DAY - character.releasedDaysAgo * DAY_MS),
      })),
    )
    .onConflictDoUpdate({
      target: characters.id,
      set: Object.fromEntries(
        [
          'kind',
          'gender',
          'style',
          'access',
          'release_state',
          'visibility',
          'age',
          'relationship',
          'kinks',
          'personality',
          'occupation',
          'race',
          'hairstyle',
          'hair_color',
          'eye_color',
          'body',
          'breast',
          'hips',
          'clothing',
          'scenario',
          'persona',
          'texts',
          'tags',
          'is_tour',
          'base_popularity',
          'portrait_media_id',
          'released_at',
          'voice',
        ].map((column) => [column, sql.raw(`excluded.${column}`)]),
      ),
    });

  await db
    .insert(characterPhotos)
    .values(
      OFFICIAL_CHARACTERS.flatMap((character) =>
        PHOTO_VARIANTS.map((variant) => ({
          id: photoId(character.id, variant),
          characterId: character.id,
          mediaId: sharpId(character.id, variant),
          blurredMediaId: mediaId(character.id, variant, true),
          vipOnly: isLocked(variant),
          sort: variant,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: characterPhotos.id,
      set: { mediaId: sql`excluded.media_id`, vipOnly: sql`excluded.vip_only` },
    });
  await retireGuessableSharpIds(db, sharpId);

  await db
    .insert(characterStories)
    .values(
      OFFICIAL_CHARACTERS.flatMap((character) =>
        character.stories.map((story, index) => ({
          id: story.id,
          characterId: character.id,
          kind: story.kind,
          vipOnly: story.vipOnly,
          texts: localized(
            { title: story.title, teaser: story.teaser, opening: story.opening },
            (texts) => texts.stories[story.id],
          ),
          sort: index,
        })),
      ),
    )
    .onConflictDoUpdate({
      target: characterStories.id,
      set: {
        texts: sql`excluded.texts`,
        vipOnly: sql`excluded.vip_only`,
        kind: sql`excluded.kind`,
      },
    });
}
