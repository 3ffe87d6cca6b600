import type { SceneFields } from '@contract/api/scene-endpoints';
import { DEFAULT_LOCALE } from '@contract/locales';
import { SCENE_FIELDS } from '@contract/scenes';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { characters } from '../../../db/schema/characters';
import { conversations, messages } from '../../../db/schema/conversations';
import { conversationScenes } from '../../../db/schema/scenes';
import type { JobQueue } from '../../../jobs/job-queue';
import type { Logger } from '../../../lib/logger';
import { answerLanguage } from '../../characters/character-views';
import { applyModelScene, sceneFieldsOf, sceneFrom } from './scene-queries';
import { checkSceneSafety } from './scene-safety';
import type { SceneWriter } from './scene-writer';

/** The job queue's name for updating a scene after a reply. */
const SCENE_QUEUE = 'scene-update';
/** Scene updates one copy runs at once: each is one short call to the chat model. */
const SCENE_CONCURRENCY = 2;

/** One update: the scene of `conversationId` after its finished reply `replyId`. */
export interface SceneUpdateJob {
  conversationId: string;
  replyId: number;
  language: string;
}

/** How an update ended, for logs and tests. */
export type SceneUpdateOutcome =
  /** The reply is gone or not finished: nothing to update from. */
  | 'skipped'
  /** The model had nothing usable (failed, timed out, malformed, unsafe, the same scene). */
  | 'unchanged'
  /** Someone changed the scene while the model wrote (the user's edit is newer): dropped. */
  | 'stale'
  | 'kept';

/**
 * Asks the writer for the scene after a finished reply and keeps it unless the scene changed in
 * the meantime. Never throws for the model's sake: its failure keeps the scene as it is.
 */
export async function updateSceneAfterReply(
  db: Database,
  writer: SceneWriter,
  job: SceneUpdateJob,
  signal: AbortSignal,
): Promise<SceneUpdateOutcome> {
  const language = answerLanguage(job.language);
  // The reply, what the scene starts from, her name, the user's message before it and the scene,
  // in one statement: it runs after every reply. Her name in one language only (her row holds
  // every language's texts).
  const [found] = await db
    .select({
      reply: {
        status: messages.status,
        role: messages.role,
        content: messages.content,
        updatedAt: messages.updatedAt,
      },
      character: { clothing: characters.clothing, scenario: characters.scenario },
      name: sql<string>`coalesce(${characters.texts} -> ${language}::text ->> 'name',
        ${characters.texts} -> ${DEFAULT_LOCALE}::text ->> 'name', '')`,
      stored: conversationScenes,
      asked: sql<string | null>`(
        select asked.content from messages asked
        where asked.conversation_id = ${messages.conversationId} and asked.role = 'user'
          and asked.id < ${messages.id}
        order by asked.id desc limit 1)`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(characters, eq(characters.id, conversations.characterId))
    .leftJoin(conversationScenes, eq(conversationScenes.conversationId, messages.conversationId))
    .where(and(eq(messages.id, job.replyId), eq(messages.conversationId, job.conversationId)))
    .limit(1);
  const reply = found?.reply;
  if (!found || reply?.status !== 'done' || reply.role !== 'character') return 'skipped';
  const before = sceneFrom(found.stored, found.character);
  const fields = await writer.write(
    {
      scene: sceneFieldsOf(before),
      characterName: found.name,
      language,
      lastUserMessage: found.asked ?? '',
      reply: reply.content,
      seed: `${job.conversationId}:${job.replyId}:${reply.updatedAt.getTime()}`,
    },
    signal,
  );
  // Every later prompt and photo reads it: what the checker refuses is not kept.
  if (!fields || isSame(fields, before) || !checkSceneSafety(fields).isSafe) return 'unchanged';
  const kept = await applyModelScene(db, {
    conversationId: job.conversationId,
    fromVersion: before.version,
    replyId: job.replyId,
    fields,
  });
  return kept ? 'kept' : 'stale';
}

function isSame(a: SceneFields, b: SceneFields): boolean {
  return SCENE_FIELDS.every((field) => a[field] === b[field]);
}

/** Asks for a scene update after a reply; the reply never waits for it. */
export interface SceneUpdates {
  request(job: SceneUpdateJob): Promise<void>;
}

/**
 * Scene updates as durable jobs on the app's job queue: a requested update is a row that
 * survives a restart, and one copy takes it, however many share the database.
 */
export function createSceneUpdates(options: {
  db: Database;
  jobs: JobQueue;
  writer: SceneWriter;
  log: Logger;
}): SceneUpdates & { start(): Promise<void> } {
  const { db, jobs, writer, log } = options;
  return {
    async start() {
      await jobs.work<SceneUpdateJob>(
        SCENE_QUEUE,
        { concurrency: SCENE_CONCURRENCY },
        async (job) => {
          const outcome = await updateSceneAfterReply(
            db,
            writer,
            job,
            new AbortController().signal,
          );
          log.debug({ ...job, outcome }, 'scene update');
        },
      );
    },
    request: (job) => jobs.send(SCENE_QUEUE, job),
  };
}
