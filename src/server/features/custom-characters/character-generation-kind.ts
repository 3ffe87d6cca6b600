import { CUSTOM_CHARACTER_STATUS } from '@contract/enums';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { characters } from '../../db/schema/characters';
import { seedOfText } from '../../providers/images/demo/seeded-random';
import { type ImageProvider, ImageProviderError } from '../../providers/images/image-provider';
import type { ModerationProvider } from '../../providers/moderation/moderation-provider';
import type { MediaStorage } from '../../providers/storage/media-storage';
import { lookKeywords, portraitLookOf } from '../characters/character-look';
import type { CharacterRow } from '../characters/character-views';
import type { ChatModel } from '../chat/model/chat-model';
import { GenerationFailure, type GenerationKind } from '../generation/generation-kind';
import { checkDrawnPicture } from '../generation/picture-check';
import { storeGeneratedImage } from '../media/store-generated-image';
import { characterChoicesOf } from './custom-character-views';
import { type PersonaBrief, writePersona } from './persona-writer';

export const CHARACTER_GENERATION_KIND = 'character';
/** Provider failures tried again before the creation fails for good and is refunded. */
const MAX_ATTEMPTS = 3;
const PORTRAIT_SIZE = { width: 768, height: 1024 };
/** The four look stages share the portrait's progress, then the persona's two follow. */
const LOOK_STAGES = ['body', 'hair', 'face', 'clothing'] as const;
const LOOK_SHARE = 70;

export interface CharacterGenerationServices {
  db: Database;
  storage: MediaStorage;
  images: ImageProvider;
  chatModel: ChatModel;
  moderation: ModerationProvider;
}

function briefOf(row: CharacterRow): PersonaBrief {
  const language = row.customLanguage ?? 'en';
  const texts = row.texts[language] ?? row.texts.en;
  return {
    characterId: row.id,
    name: texts?.name ?? '',
    language,
    ...characterChoicesOf(row),
    description: row.customDescription,
  };
}

/** What a created character's portrait is drawn from: her look, and her description if any. */
function portraitPrompt(row: CharacterRow): string {
  return [...lookKeywords(row), 'portrait', row.customDescription ?? '']
    .filter((word) => word.trim())
    .join(', ');
}

/**
 * A created character: her portrait by the image provider, kept as a private file of her owner,
 * then her persona by the chat model. Success makes her "to be confirmed" (30); the final failure
 * makes her "failed" (21), the worker refunding the charge in the same transaction.
 */
export function characterGenerationKind(services: CharacterGenerationServices): GenerationKind {
  const { db } = services;
  const loadCharacter = async (characterId: string) => {
    const [row] = await db.select().from(characters).where(eq(characters.id, characterId));
    if (!row) throw new GenerationFailure('the character was deleted', false);
    return row;
  };
  return {
    name: CHARACTER_GENERATION_KIND,
    maxAttempts: MAX_ATTEMPTS,
    async run({ job, report, signal }) {
      const characterId = String(job.input.characterId);
      const row = await loadCharacter(characterId);
      await db
        .update(characters)
        .set({ customState: CUSTOM_CHARACTER_STATUS.creating })
        .where(and(eq(characters.id, characterId), eq(characters.generationJobId, job.id)));
      await report(0, LOOK_STAGES[0]);
      let image: Awaited<ReturnType<ImageProvider['generate']>>;
      try {
        image = await services.images.generate(
          {
            prompt: portraitPrompt(row),
            negativePrompt: 'child, minor, teen, underage, deformed, text, watermark',
            ...PORTRAIT_SIZE,
            seed: seedOfText(`${characterId}:${job.attempt}`),
            cfg: 7,
            steps: 28,
            look: portraitLookOf(row),
            format: 'webp',
          },
          {
            signal,
            onProgress: ({ done, total }) => {
              const share = total > 0 ? Math.min(1, done / total) : 0;
              const stage = LOOK_STAGES[Math.min(3, Math.floor(share * 4))];
              void report(share * LOOK_SHARE, stage).catch(() => {});
            },
          },
        );
      } catch (error) {
        if (error instanceof ImageProviderError) {
          throw new GenerationFailure(`the image model failed: ${error.message}`, error.retryable);
        }
        throw error;
      }
      await checkDrawnPicture(
        { moderation: services.moderation, isDemoModel: services.images.isDemo },
        image,
      );
      await report(LOOK_SHARE, 'clothing');
      const mediaId = await storeGeneratedImage(db, services.storage, image, {
        folder: 'characters',
        access: 'owner',
        ownerId: job.userId,
      });
      await report(80, 'personality');
      const persona = await writePersona(services.chatModel, briefOf(row), signal);
      await report(95, 'story');
      return { mediaId, persona };
    },
    async onSucceeded(tx, job, result) {
      const characterId = String(job.input.characterId);
      const [row] = await tx.select().from(characters).where(eq(characters.id, characterId));
      if (!row || row.generationJobId !== job.id) return;
      const persona = result.persona as Record<
        'description' | 'greeting' | 'personality' | 'scenario' | 'story',
        string
      >;
      const language = row.customLanguage ?? 'en';
      const own = row.texts[language] ?? row.texts.en;
      if (!own) return;
      const texts = {
        ...own,
        description: persona.description,
        greeting: persona.greeting,
        personality: persona.personality,
      };
      await tx
        .update(characters)
        .set({
          customState: CUSTOM_CHARACTER_STATUS.createSuccess,
          portraitMediaId: String(result.mediaId),
          texts: { en: texts, [language]: texts },
          scenario: persona.scenario,
          persona: `${persona.description}\n${persona.personality}`,
          story: persona.story,
        })
        .where(eq(characters.id, characterId));
    },
    async onFailed(tx, job) {
      await tx
        .update(characters)
        .set({ customState: CUSTOM_CHARACTER_STATUS.createFail })
        .where(
          and(
            eq(characters.id, String(job.input.characterId)),
            eq(characters.generationJobId, job.id),
          ),
        );
    },
  };
}
