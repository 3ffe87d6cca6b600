import { z } from 'zod';
import {
  APPEAL_MESSAGE_MAX_LENGTH,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_TARGETS,
  VERIFICATION_STATES,
} from '../reports';
import { defineEndpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpoint-paths';

/**
 * Reports abusive content for moderators (spec §7 `/v1/user/report`): a public character, a
 * gallery photo, a message of the caller's own chat, or a creator (their user id).
 */
export const reportEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.report,
  input: z.object({
    targetType: z.enum(REPORT_TARGETS),
    targetId: z.string().trim().min(1).max(64),
    reason: z.enum(REPORT_REASONS),
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH).default(''),
  }),
  output: z.object({ reported: z.literal(true) }),
  access: 'user',
});

const appealSchema = z.object({
  message: z.string(),
  state: z.enum(['pending', 'upheld', 'denied']),
  /** The moderator's answer once given. */
  answer: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});

/** A decision about the caller's content or account, with its appeal. */
const moderationDecisionSchema = z.object({
  decisionId: z.string(),
  /** `chat`: the caller's own chat, locked by strikes (its id is the caller's). */
  targetType: z.enum(['character', 'photo', 'creator', 'verification', 'chat']),
  targetId: z.string(),
  /** What the user recognises: the character's name, the photo's prompt; empty for the account. */
  targetLabel: z.string(),
  /**
   * hidden: by reports until a moderator looks; locked: a chat, by strikes, until `endsAt`;
   * removed, restricted, rejected: a moderator's.
   */
  action: z.enum(['hidden', 'removed', 'restricted', 'rejected', 'locked']),
  /** A report reason code (see REPORT_REASONS), or the moderator's words. */
  reason: z.string(),
  /** Lifted: the content is back (kept by a moderator or an appeal upheld). */
  lifted: z.boolean(),
  /** When a temporary decision (a chat lock) ends by itself; null for those that last. */
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  appeal: appealSchema.nullable(),
  /** One appeal per decision while it is in effect. */
  canAppeal: z.boolean(),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** The decisions about the caller's content and account, newest first, with their appeals. */
export const appealInfoEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.appealInfo,
  input: z.object({}),
  output: z.object({ list: z.array(moderationDecisionSchema) }),
  access: 'user',
});

/** Appeals a decision, once; a moderator answers it with `npm run support`. */
export const appealSubmitEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.appealSubmit,
  input: z.object({
    decisionId: z.string().trim().min(1).max(64),
    message: z.string().trim().min(1).max(APPEAL_MESSAGE_MAX_LENGTH),
  }),
  output: z.object({ decision: moderationDecisionSchema }),
  access: 'user',
});

/** The caller's age verification state and, once rejected, the moderator's reason. */
export const verificationStatusSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  reason: z.string().nullable(),
  /** This user must be verified to publish characters or switch on explicit content. */
  required: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/**
 * Age verification: two of the caller's uploads (`POST /upload/photo`), a selfie and an identity
 * document. They become moderator-only at once and are deleted after review.
 */
export const verificationSubmitEndpoint = defineEndpoint({
  path: ENDPOINT_PATHS.verificationSubmit,
  input: z.object({
    selfieUploadId: z.string().trim().min(1).max(64),
    documentUploadId: z.string().trim().min(1).max(64),
  }),
  output: z.object({ verification: verificationStatusSchema }),
  access: 'user',
});
