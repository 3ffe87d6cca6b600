import type { Env } from '../../config/env';
import type { MessageVoiceNote } from '../../db/schema/conversations';
import { createLogger, type Logger } from '../../lib/logger';
import type { MessageCounts } from '../characters/message-counts';
import type { ReadyNotices } from '../telegram-bot/ready-notices';
import type { ChapterWake } from './chapters/chapter-worker';
import { GenerationHub } from './generation-hub';
import { GenerationQueue } from './generation-queue';
import { type FactFinder, selfDisclosureFinder } from './memory/fact-finder';
import { createOpenAiFactFinder } from './memory/openai-fact-finder';
import type { ChatModel } from './model/chat-model';
import { createDemoModel } from './model/demo-model';
import { createOpenAiModel } from './model/openai-model';
import { createReplyBus } from './reply-bus';
import { ReplyRelay } from './reply-relay';
import type { SceneUpdates } from './scene/scene-updates';
import { createOpenAiSceneWriter, demoSceneWriter, type SceneWriter } from './scene/scene-writer';

/** A finished reply she may also speak as a voice note. */
interface VoiceNoteCandidate {
  replyId: number;
  conversationId: string;
  content: string;
  /** The user's message the reply answers: asking for a voice note always gets one. */
  userMessage: string;
  /** Nobody is reading the reply: the note also goes to the bot chat when the user allowed it. */
  isUnseen: boolean;
  /** The reply comes with a photo: unasked, she sends one or the other, not both. */
  sendsPhoto: boolean;
}

/** Makes her voice notes; never throws (a reply stays text when its note fails). */
export interface VoiceNoteMaker {
  /** Speaks the reply as a voice note when she should, stores it on the reply; null when not. */
  make(candidate: VoiceNoteCandidate): Promise<MessageVoiceNote | null>;
}

/** What chat needs beyond the database: the model, the queue and the live replies. */
export interface ChatServices {
  model: ChatModel;
  /** Finds facts about the user in their messages for her memory. */
  facts: FactFinder;
  queue: GenerationQueue;
  hub: GenerationHub;
  /** Follows replies written by other server copies, and lets them follow this copy's. */
  relay: ReplyRelay;
  /** The bot's "she answered" message for a reply nobody was reading; null without a bot. */
  readyNotices: ReadyNotices | null;
  /** Writes a conversation's scene after a reply (the chat model, or the demo's phrases). */
  sceneWriter: SceneWriter;
  /**
   * Asks for the scene's update after each finished reply, a durable job (set by main once the
   * job queue runs; null without one: the scene then changes only by the user's edits).
   */
  sceneUpdates: SceneUpdates | null;
  /** Her voice notes (features/speech, set by createApp); null leaves replies text only. */
  voiceNotes: VoiceNoteMaker | null;
  /** Counts each message for Popular beside the send (set by createApp, which has the database). */
  messageCounts: MessageCounts | null;
  /**
   * Wakes a chapter's job once one closes (main.ts sets the worker); null without one, when the
   * sweep of a copy that runs it finds the chapter.
   */
  chapters: ChapterWake | null;
  /** Replies still being written (and facts being found), so shutdown and tests can wait. */
  running: Set<Promise<void>>;
  /** What stops each reply this copy is writing, by reply id, so shutdown can end them cleanly. */
  writers: Map<number, AbortController>;
  /** Where a shutdown is (see `drainReplies`): taking no new replies, then stopping the rest. */
  shutdown: { isDraining: boolean; isStopping: boolean };
}

/** The configured model (an OpenAI-compatible server, or the demo model when none is set). */
function createChatModel(env: Env): ChatModel {
  if (!env.LLM_BASE_URL) return createDemoModel(env.DEMO_MODEL_DELAY_MS);
  return createOpenAiModel({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    advancedModel: env.LLM_ADVANCED_MODEL ?? env.LLM_MODEL,
    firstTokenTimeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
    idleTimeoutMs: env.LLM_IDLE_TIMEOUT_MS,
  });
}

/** The configured model finds facts when there is one; otherwise the built-in finder. */
function createFactFinder(env: Env): FactFinder {
  if (!env.LLM_BASE_URL) return selfDisclosureFinder;
  return createOpenAiFactFinder({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
    fallback: selfDisclosureFinder,
  });
}

/** The configured model keeps the scene when there is one; otherwise the demo's phrases. */
function createSceneWriter(env: Env): SceneWriter {
  if (!env.LLM_BASE_URL) return demoSceneWriter;
  return createOpenAiSceneWriter({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
  });
}

export function createChatServices(
  env: Env,
  model = createChatModel(env),
  log: Logger = createLogger(env.LOG_LEVEL),
): ChatServices {
  const hub = new GenerationHub();
  return {
    model,
    facts: createFactFinder(env),
    sceneWriter: createSceneWriter(env),
    sceneUpdates: null,
    queue: new GenerationQueue(env.CHAT_MAX_CONCURRENT),
    hub,
    relay: new ReplyRelay(createReplyBus(env, log), hub),
    readyNotices: null,
    voiceNotes: null,
    messageCounts: null,
    chapters: null,
    running: new Set(),
    writers: new Map(),
    shutdown: { isDraining: false, isStopping: false },
  };
}
