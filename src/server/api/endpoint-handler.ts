import type { AutomaticFields } from '@contract/api/automatic-fields';
import type { EndpointDefinition } from '@contract/api/endpoint';
import { API_CODE } from '@contract/api-codes';
import type { Bot } from 'grammy';
import type { z } from 'zod';
import type { Env } from '../config/env';
import type { Database } from '../db/database';
import type { GoogleVerifier } from '../features/accounts/google-id-token';
import type { ChatServices } from '../features/chat/chat-services';
import type { Mailer } from '../features/mail/mailer';
import type { MediaAccess } from '../features/media/media-access';
import type { Logger } from '../lib/logger';
import type { ImageProvider } from '../providers/images/image-provider';
import type { TranscriptionProvider } from '../providers/transcription/transcription-provider';
import type { ModerationProvider } from '../providers/moderation/moderation-provider';
import type { PayPalApi } from '../providers/paypal/paypal-api';
import type { SmsSender } from '../providers/sms/sms-sender';
import type { SpeechProvider } from '../providers/speech/speech-provider';
import type { MediaStorage } from '../providers/storage/media-storage';
import type { VideoProvider } from '../providers/videos/video-provider';
import { ApiFailure } from './api-failure';
import type { EventStreamAnswer } from './event-stream-answer';
import type { RequestKey } from './request-key';

/** Outside services the handlers reach, made once per app so tests can point them elsewhere. */
export interface Services {
  mailer: Mailer;
  /** Sign-in codes by SMS: Twilio, or the outbox. */
  sms: SmsSender;
  verifyGoogleToken: GoogleVerifier;
  chat: ChatServices;
  payments: PaymentServices;
  /** Where generated and drawn pictures are kept as files. */
  storage: MediaStorage;
  /** Paid generations (features/generation): wakes a worker for a job recorded and committed. */
  generation: GenerationWaker;
  /** The image model the generation kinds draw with (its name is recorded with each picture). */
  images: ImageProvider;
  /** The video model the clip kind animates with. */
  videos: VideoProvider;
  /** Checks chat messages before they cost anything (`MODERATION_PROVIDER`). */
  moderation: ModerationProvider;
  /** Speech to text for voice messages (`STT_BASE_URL`); null when voice input is off. */
  transcription: TranscriptionProvider | null;
  /** Her voice: text to speech (`TTS_BASE_URL`, else the embedded demo voice). */
  speech: SpeechProvider;
}

/** Asks a worker to run a generation job soon; a lost wake-up is found by the worker's sweep. */
interface GenerationWaker {
  wake(jobId: string): Promise<void>;
}

/** The payment providers configured: Telegram's bot for Stars, PayPal's API. */
export interface PaymentServices {
  telegram: Bot | null;
  paypal: PayPalApi | null;
}

/** What a handler knows about the call besides its params. */
export interface HandlerContext {
  db: Database;
  env: Env;
  log: Logger;
  /** The signed-in user, when the token was valid. */
  uid: string | null;
  /** ISO country of the caller from the configured proxy header, when present. */
  country: string | null;
  /** The client build the server serves. */
  buildId: string;
  /** The caller's IP: the configured proxy header, else the socket address. */
  ip: string | null;
  services: Services;
  /** Signs the addresses of images only some may see (sharp copies of locked photos). */
  media: MediaAccess;
  /** The caller asked for server-sent events (`Accept: text/event-stream`). */
  wantsEventStream: boolean;
  /** How a call that spends is recognised when repeated; null for other calls and keyless ones. */
  requestKey: RequestKey | null;
  /**
   * For an endpoint that checks the session in its own first statement (`checksSession`): the
   * caller's token, not looked up yet, and how to look it up when that statement cannot tell.
   */
  uncheckedSession?: { token: string; lookUp: () => Promise<string | null> };
}

/** The user of an `access: 'user'` endpoint; the router has already refused calls without one. */
export function signedInUid(context: HandlerContext): string {
  if (!context.uid) throw new ApiFailure(API_CODE.loginNeeded, 'Please sign in to continue');
  return context.uid;
}

/**
 * The user of a `checksSession` endpoint, looked up now: for when its own statement could not
 * tell (or it must know before that statement). Refuses a token that is not a live session.
 */
export async function lookedUpUid(context: HandlerContext): Promise<string> {
  const uid = context.uid ?? (await context.uncheckedSession?.lookUp()) ?? null;
  if (!uid) throw new ApiFailure(API_CODE.loginNeeded, 'Please sign in to continue');
  return uid;
}

type HandlerInput<E extends EndpointDefinition> = z.output<E['input']> & AutomaticFields;

export type EndpointHandler<E extends EndpointDefinition> = (
  input: HandlerInput<E>,
  context: HandlerContext,
) => Promise<z.input<E['output']> | EventStreamAnswer>;

/**
 * An endpoint of the contract together with the function that answers it. The router gives the
 * handler only input its schema accepted, so here the input type can be left open.
 */
export interface EndpointImplementation {
  endpoint: EndpointDefinition;
  handle(input: unknown, context: HandlerContext): Promise<unknown>;
  /**
   * The handler checks the session token in its own first statement (`uncheckedSession`), so the
   * router does not look it up before: one round trip fewer on the hottest call, a chat send.
   */
  checksSession: boolean;
}

/** Pairs a contract endpoint with its handler, checking the handler's types against the contract. */
export function implement<E extends EndpointDefinition>(
  endpoint: E,
  handle: EndpointHandler<E>,
  options: { checksSession?: boolean } = {},
): EndpointImplementation {
  return {
    endpoint,
    handle: (input, context) => handle(input as HandlerInput<E>, context),
    checksSession: options.checksSession === true && endpoint.access === 'user',
  };
}
