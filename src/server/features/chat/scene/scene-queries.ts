import type { Scene, SceneFields } from '@contract/api/scene-endpoints';
import { SCENE_LIMITS } from '@contract/scenes';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { conversationScenes } from '../../../db/schema/scenes';
import type { CharacterRow } from '../../characters/character-views';

type SceneRow = typeof conversationScenes.$inferSelect;

/** What of a character the scene starts from. */
export type SceneStartCharacter = Pick<CharacterRow, 'clothing' | 'scenario'>;

/** A text cut to `max` characters, with an ellipsis when it was longer. */
function cut(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

/**
 * The scene before anyone changed it: her usual clothes and her scenario's start. Place, time and
 * mood are left for the story to set.
 */
function startingScene(character: SceneStartCharacter): Scene {
  return {
    place: '',
    timeOfDay: '',
    outfit: cut(character.clothing, SCENE_LIMITS.outfit),
    mood: '',
    happening: cut(character.scenario, SCENE_LIMITS.happening),
    source: 'start',
    version: 0,
    updatedAt: null,
  };
}

function toScene(row: SceneRow): Scene {
  return {
    place: row.place,
    timeOfDay: row.timeOfDay,
    outfit: row.outfit,
    mood: row.mood,
    happening: row.happening,
    source: row.source,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A conversation's scene from its stored row, else the one her scenario starts with. */
export function sceneFrom(row: SceneRow | null | undefined, character: SceneStartCharacter): Scene {
  return row ? toScene(row) : startingScene(character);
}

/** A conversation's scene now: the stored one, else the one her scenario starts with. */
export async function sceneOf(
  db: Executor,
  conversationId: string,
  character: SceneStartCharacter,
): Promise<Scene> {
  const [row] = await db
    .select()
    .from(conversationScenes)
    .where(eq(conversationScenes.conversationId, conversationId));
  return sceneFrom(row, character);
}

/** Only the fields, as a prompt or a photo reads them. */
export function sceneFieldsOf(scene: SceneFields): SceneFields {
  return {
    place: scene.place,
    timeOfDay: scene.timeOfDay,
    outfit: scene.outfit,
    mood: scene.mood,
    happening: scene.happening,
  };
}

/**
 * The user's edit: always kept, as the newest word on the scene. Parallel edits queue on the row;
 * each one moves the version on by one, so the last to commit is the one kept whole, and a model
 * update written from an older version is dropped (`applyModelScene`).
 */
export async function saveUserScene(
  db: Executor,
  conversationId: string,
  fields: SceneFields,
): Promise<Scene> {
  const values = sceneFieldsOf(fields);
  const [row] = await db
    .insert(conversationScenes)
    .values({
      conversationId,
      ...values,
      source: 'user',
      version: 1,
      updatedAt: sql`clock_timestamp()`,
    })
    .onConflictDoUpdate({
      target: conversationScenes.conversationId,
      set: {
        ...values,
        source: 'user',
        afterReplyId: null,
        version: sql`${conversationScenes.version} + 1`,
        // Never earlier than the change it follows, whatever the clocks of two copies say.
        updatedAt: sql`greatest(${conversationScenes.updatedAt}, clock_timestamp())`,
      },
    })
    .returning();
  if (!row) throw new Error('scene upsert returned nothing');
  return toScene(row);
}

/**
 * The chat model's update after reply `replyId`, written from the scene at `fromVersion` (0: the
 * starting one). Kept only if nobody changed the scene since it was read: an edit of the user's
 * or a later update is newer. Answers whether it was kept.
 */
export async function applyModelScene(
  db: Executor,
  update: { conversationId: string; fromVersion: number; replyId: number; fields: SceneFields },
): Promise<boolean> {
  const values = {
    ...sceneFieldsOf(update.fields),
    source: 'model' as const,
    afterReplyId: update.replyId,
  };
  if (update.fromVersion === 0) {
    const inserted = await db
      .insert(conversationScenes)
      .values({
        conversationId: update.conversationId,
        ...values,
        version: 1,
        updatedAt: sql`clock_timestamp()`,
      })
      .onConflictDoNothing()
      .returning({ version: conversationScenes.version });
    return inserted.length > 0;
  }
  const updated = await db
    .update(conversationScenes)
    .set({
      ...values,
      version: sql`${conversationScenes.version} + 1`,
      updatedAt: sql`greatest(${conversationScenes.updatedAt}, clock_timestamp())`,
    })
    .where(
      and(
        eq(conversationScenes.conversationId, update.conversationId),
        eq(conversationScenes.version, update.fromVersion),
        // An update after an older reply than the last one kept is older news.
        or(
          isNull(conversationScenes.afterReplyId),
          lte(conversationScenes.afterReplyId, update.replyId),
        ),
      ),
    )
    .returning({ version: conversationScenes.version });
  return updated.length > 0;
}
