import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { CARD_LIMITS } from '@contract/character-cards';
import { type Context, Hono } from 'hono';
import { ApiFailure } from '../api/api-failure';
import type { Services } from '../api/endpoint-handler';
import { loadUser } from '../api/load-user';
import { BODY_TOO_LARGE, bodySourceOf, readLimitedBytes } from '../api/read-limited-body';
import type { Env } from '../config/env';
import { assertFeatureOn } from '../config/feature-switch';
import type { Database } from '../db/database';
import { resolveSessionUid } from '../features/accounts/sessions';
import { importCard } from '../features/character-cards/import-card';
import { answerLanguage } from '../features/characters/character-views';
import {
  hasUploadBudget,
  takeUploadBudget,
  UPLOAD_BUDGET_TEXT,
} from '../features/media/upload-budget';
import { closeAfterAnswer } from './body-limits';

const TOO_LARGE = `A card file is at most ${CARD_LIMITS.fileBytes / 1024 / 1024} MB`;

const refuse = (c: Context, code: number, msg: string, status: 200 | 401 | 413 | 429) =>
  c.json({ code, msg, data: null }, status);

/**
 * `POST /upload/card?lang=`: a character card file (PNG, JSON or CHARX; V1, V2 or V3) becomes a
 * private draft of the caller's, waiting for review. Like a photo upload, the body is the file
 * itself with `Authorization: Bearer {token}`, counted against the upload budget; the answer is
 * the API's envelope with `{ characterId }`. A card that is refused saves nothing.
 */
export function cardUploadRoutes(env: Env, db: Database, services: Services) {
  const routes = new Hono();
  routes.post('/', async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const uid = token ? await resolveSessionUid(db, token) : null;
    if (!uid) return refuse(c, API_CODE.loginNeeded, 'Please sign in', 401);
    const overBudget = `You uploaded a lot recently: ${UPLOAD_BUDGET_TEXT}. Try again later.`;
    if (!(await hasUploadBudget(db, uid))) {
      closeAfterAnswer(c);
      return refuse(c, REFUSAL_CODE.uploadLimit, overBudget, 429);
    }
    const bytes = await readLimitedBytes(bodySourceOf(c), CARD_LIMITS.fileBytes);
    if (bytes === BODY_TOO_LARGE) {
      closeAfterAnswer(c);
      return refuse(c, REFUSAL_CODE.cardTooLarge, TOO_LARGE, 413);
    }
    if (!(await takeUploadBudget(db, uid, bytes.length))) {
      return refuse(c, REFUSAL_CODE.uploadLimit, overBudget, 429);
    }
    try {
      assertFeatureOn(env, 'createRole');
      const user = await loadUser(db, uid);
      const imported = await importCard(
        {
          db,
          storage: services.storage,
          moderation: services.moderation,
          userId: uid,
          language: answerLanguage(c.req.query('lang'), user.lang),
        },
        bytes,
      );
      return c.json({ code: API_CODE.success, msg: '', data: imported });
    } catch (error) {
      if (error instanceof ApiFailure) return refuse(c, error.code, error.message, 200);
      throw error;
    }
  });
  return routes;
}
