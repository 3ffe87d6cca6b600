import type { CustomCharacterChoices } from '@contract/api/custom-character-endpoints';
import { REFUSAL_CODE } from '@contract/api-codes';
import { CUSTOM_CHARACTER_COIN_COST } from '@contract/constants';
import {
  CHARACTER_ACCESS,
  CUSTOM_CHARACTER_STATUS,
  RELEASE_STATE,
  VISIBILITY,
} from '@contract/enums';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { and, eq, sql } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import type { Database, Executor, Transaction } from '../../db/database';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-error';
import { characters } from '../../db/schema/characters';
import { users } from '../../db/schema/users';
import { newOpaqueId } from '../../lib/secrets';
import { entitlementsOf } from '../entitlements/entitlements';
import { createGenerationJob } from '../generation/generation-jobs';
import { debit } from '../ledger/ledger';
import { CHARACTER_GENERATION_KIND } from './character-generation-kind';

export const GENERATING_MESSAGE = 'Character is being generated, please wait';
/** The ledger reason of a creation's charge; the reference is its job. */
const CUSTOM_CHARACTER_CHARGE_REASON = LEDGER_REASON.customCharacter;

/** What is made: her look and choices, and how it was asked for. */
export interface CharacterOrder {
  mode: 'template' | 'prompt';
  choices: CustomCharacterChoices & { name: string };
  description: string | null;
  language: string;
}

/** Whether the user still has the VIP's free template creation. */
export async function hasFreeCreation(db: Executor, userId: string, vipExpireAt: Date | null) {
  if (entitlementsOf({ vipExpireAt }).freeTemplateCharacters === 0) return false;
  const [used] = await db
    .select({ id: characters.id })
    .from(characters)
    .where(and(eq(characters.ownerId, userId), eq(characters.isVipFreeCreation, true)))
    .limit(1);
  return !used;
}

/** Charges `price` coins for the job, or refuses when the balance is short. */
async function charge(tx: Transaction, userId: string, jobId: string, price: number) {
  if (price === 0) return;
  const paid = await debit(tx, {
    userId,
    currency: 'gold',
    amount: price,
    reason: CUSTOM_CHARACTER_CHARGE_REASON,
    reference: jobId,
  });
  if (!paid) {
    throw new ApiFailure(REFUSAL_CODE.notEnoughCoins, 'Not enough coins to create a character');
  }
}

/** The second generation of a user hits the one-at-a-time index: say so instead of failing. */
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) {
      throw new ApiFailure(REFUSAL_CODE.characterGenerating, GENERATING_MESSAGE);
    }
    throw error;
  }
}

/**
 * Records a new character and its paid job in one transaction: the row (submitted), the job and
 * the charge happen together or not at all. The caller wakes the worker after the commit.
 */
export function orderCharacter(db: Database, userId: string, order: CharacterOrder) {
  return oneAtATime(() =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .select({ vipExpireAt: users.vipExpireAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
        .for('update');
      if (!user) throw new ApiFailure(REFUSAL_CODE.notFound, 'This account no longer exists');
      const isFree =
        order.mode === 'template' && (await hasFreeCreation(tx, userId, user.vipExpireAt));
      const price = isFree ? 0 : CUSTOM_CHARACTER_COIN_COST;
      const characterId = newOpaqueId();
      const job = await createGenerationJob(tx, {
        userId,
        kind: CHARACTER_GENERATION_KIND,
        input: { characterId },
        charge: price > 0 ? { currency: 'gold', amount: price } : null,
      });
      const { choices } = order;
      const texts = {
        name: choices.name,
        description: '',
        greeting: '',
        relationship: choices.relationship,
        occupation: choices.occupation,
        personality: choices.personality,
      };
      await tx.insert(characters).values({
        id: characterId,
        ownerId: userId,
        kind: choices.style === 'anime' ? 'ANIMATE' : 'REALITY',
        gender: choices.gender,
        style: choices.style,
        access: CHARACTER_ACCESS.free,
        releaseState: RELEASE_STATE.notRelease,
        visibility: VISIBILITY.private,
        age: choices.age,
        relationship: choices.relationship,
        kinks: choices.kinks,
        personality: choices.personality,
        occupation: choices.occupation,
        race: choices.race,
        hairstyle: choices.hairstyle,
        hairColor: choices.hairColor,
        eyeColor: choices.eyeColor,
        body: choices.body,
        breast: choices.breast,
        hips: choices.hips,
        clothing: choices.clothing,
        scenario: '',
        persona: '',
        // English is always present (readers fall back to it); the creator's language too.
        texts: { en: texts, [order.language]: texts },
        customState: CUSTOM_CHARACTER_STATUS.onSubmit,
        customMode: order.mode,
        customDescription: order.description,
        customLanguage: order.language,
        generationJobId: job.id,
        pricePaid: price,
        isVipFreeCreation: isFree,
      });
      await charge(tx, userId, job.id, price);
      return { characterId, jobId: job.id, pricePaid: price };
    }),
  );
}

/**
 * Makes an existing character again from her choices: free after a failed creation (spec §4
 * "failed (recreate free)"), at the creation price while she waits to be confirmed.
 */
export function rebuildCharacter(db: Database, userId: string, characterId: string) {
  return oneAtATime(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ state: characters.customState, mode: characters.customMode })
        .from(characters)
        .where(
          and(
            eq(characters.id, characterId),
            eq(characters.ownerId, userId),
            sql`${characters.deletedAt} is null`,
          ),
        )
        .for('update');
      if (!row || row.state === null) {
        throw new ApiFailure(REFUSAL_CODE.notFound, 'This character does not exist');
      }
      if (
        row.state === CUSTOM_CHARACTER_STATUS.onSubmit ||
        row.state === CUSTOM_CHARACTER_STATUS.creating
      ) {
        throw new ApiFailure(REFUSAL_CODE.characterGenerating, GENERATING_MESSAGE);
      }
      if (row.mode === 'card') {
        throw new ApiFailure(
          REFUSAL_CODE.characterStateWrong,
          'An imported character is not made again: import her card again',
        );
      }
      if (row.state === CUSTOM_CHARACTER_STATUS.done) {
        throw new ApiFailure(
          REFUSAL_CODE.characterStateWrong,
          'A confirmed character cannot be made again',
        );
      }
      const price =
        row.state === CUSTOM_CHARACTER_STATUS.createFail ? 0 : CUSTOM_CHARACTER_COIN_COST;
      const job = await createGenerationJob(tx, {
        userId,
        kind: CHARACTER_GENERATION_KIND,
        input: { characterId },
        charge: price > 0 ? { currency: 'gold', amount: price } : null,
      });
      await tx
        .update(characters)
        .set({ customState: CUSTOM_CHARACTER_STATUS.onSubmit, generationJobId: job.id })
        .where(eq(characters.id, characterId));
      await charge(tx, userId, job.id, price);
      return { characterId, jobId: job.id, pricePaid: price };
    }),
  );
}
