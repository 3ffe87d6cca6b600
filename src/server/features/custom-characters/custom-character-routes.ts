import {
  customCharacterConfirmEndpoint,
  customCharacterCreateEndpoint,
  customCharacterDeleteEndpoint,
  customCharacterDetailEndpoint,
  customCharacterEditBeforeConfirmEndpoint,
  customCharacterEditEndpoint,
  customCharacterEditNickEndpoint,
  customCharacterListEndpoint,
  customCharacterRandomPromptEndpoint,
  customCharacterRebuildEndpoint,
} from '@contract/api/custom-character-endpoints';
import { API_CODE, REFUSAL_CODE } from '@contract/api-codes';
import { CUSTOM_CHARACTER_COIN_COST } from '@contract/constants';
import { CUSTOM_CHARACTER_STATUS, VISIBILITY } from '@contract/enums';
import { eq, inArray } from 'drizzle-orm';
import { ApiFailure } from '../../api/api-failure';
import { type HandlerContext, implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { assertFeatureOn } from '../../config/feature-switch';
import { characters, characterTags } from '../../db/schema/characters';
import { answerLanguage } from '../characters/character-views';
import { assertVerifiedWhereRequired } from '../reports/verification';
import { assertPublishableCharacter } from '../safety/character-check';
import { assertState, editedTexts, publishCharacter } from './custom-character-edits';
import { listOwnCharacters, loadCharacterJob, loadOwnCharacter } from './custom-character-queries';
import { toCustomCharacterDetail, toCustomCharacterSummary } from './custom-character-views';
import { orderFromInput } from './order-from-input';
import { randomPrompt } from './random-prompts';
import {
  GENERATING_MESSAGE,
  hasFreeCreation,
  orderCharacter,
  rebuildCharacter,
} from './start-generation';

/** The caller's character as `detail` answers it, read after any change. */
async function detailOf(context: HandlerContext, characterId: string) {
  const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
  const job = await loadCharacterJob(context.db, row);
  return toCustomCharacterDetail(row, job, await context.media.signer());
}

/** Tags must be ones the catalogue knows. */
async function assertKnownTags(context: HandlerContext, tags: string[]) {
  if (tags.length === 0) return;
  const known = await context.db
    .select({ id: characterTags.id })
    .from(characterTags)
    .where(inArray(characterTags.id, tags));
  const missing = tags.filter((tag) => !known.some((row) => row.id === tag));
  if (missing.length > 0) {
    throw new ApiFailure(API_CODE.badParams, `Bad params: tags (unknown tag ${missing[0]})`);
  }
}

export const customCharacterRoutes = [
  implement(customCharacterListEndpoint, async (_input, context) => {
    const uid = signedInUid(context);
    const [rows, user] = await Promise.all([
      listOwnCharacters(context.db, uid),
      loadUser(context.db, uid),
    ]);
    const signer = await context.media.signer();
    return {
      list: rows.map((row) => toCustomCharacterSummary(row.character, row.job, signer)),
      price: CUSTOM_CHARACTER_COIN_COST,
      freeTemplateCreations: (await hasFreeCreation(context.db, uid, user.vipExpireAt)) ? 1 : 0,
    };
  }),

  implement(customCharacterRandomPromptEndpoint, async ({ lang }, context) => {
    const uid = signedInUid(context);
    const user = await loadUser(context.db, uid);
    return { prompt: randomPrompt(answerLanguage(lang, user.lang), `${uid}:${Date.now()}`) };
  }),

  implement(customCharacterCreateEndpoint, async (input, context) => {
    assertFeatureOn(context.env, 'createRole');
    const uid = signedInUid(context);
    const user = await loadUser(context.db, uid);
    const order = await orderFromInput(context.db, input, answerLanguage(input.lang, user.lang));
    const created = await orderCharacter(context.db, uid, order);
    await context.services.generation.wake(created.jobId);
    return created;
  }),

  implement(customCharacterDetailEndpoint, ({ characterId }, context) =>
    detailOf(context, characterId),
  ),

  implement(customCharacterDeleteEndpoint, async ({ characterId }, context) => {
    const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
    if (
      row.customState === CUSTOM_CHARACTER_STATUS.onSubmit ||
      row.customState === CUSTOM_CHARACTER_STATUS.creating
    ) {
      throw new ApiFailure(REFUSAL_CODE.characterGenerating, GENERATING_MESSAGE);
    }
    await context.db
      .update(characters)
      .set({ deletedAt: new Date() })
      .where(eq(characters.id, row.id));
    return { deleted: true };
  }),

  implement(customCharacterConfirmEndpoint, async ({ characterId }, context) => {
    const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
    assertState(
      row,
      CUSTOM_CHARACTER_STATUS.createSuccess,
      'Only a character waiting to be confirmed can be confirmed',
    );
    await context.db
      .update(characters)
      .set({ customState: CUSTOM_CHARACTER_STATUS.done })
      .where(eq(characters.id, row.id));
    return detailOf(context, characterId);
  }),

  implement(customCharacterEditBeforeConfirmEndpoint, async (input, context) => {
    const { characterId, description, greeting, personality, scenario, story } = input;
    const edit = { description, greeting, personality, scenario, story };
    const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
    assertState(
      row,
      CUSTOM_CHARACTER_STATUS.createSuccess,
      'This character is already confirmed: use edit',
    );
    await context.db
      .update(characters)
      .set(editedTexts(row, edit))
      .where(eq(characters.id, row.id));
    return detailOf(context, characterId);
  }),

  implement(customCharacterEditNickEndpoint, async ({ characterId, nick }, context) => {
    const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
    if (row.customState !== CUSTOM_CHARACTER_STATUS.createSuccess) {
      assertState(row, CUSTOM_CHARACTER_STATUS.done, 'This character cannot be renamed now');
    }
    const edited = editedTexts(row, { nick });
    if (row.visibility === VISIBILITY.open) {
      await assertPublishableCharacter(context.services.moderation, { ...row, ...edited });
    }
    await context.db.update(characters).set(edited).where(eq(characters.id, row.id));
    return detailOf(context, characterId);
  }),

  implement(customCharacterEditEndpoint, async (input, context) => {
    const { characterId, tags, visibility, confirmRights, ...rest } = input;
    const row = await loadOwnCharacter(context.db, signedInUid(context), characterId);
    assertState(row, CUSTOM_CHARACTER_STATUS.done, 'Confirm the character before editing it');
    if (row.visibility === VISIBILITY.open && visibility === VISIBILITY.private) {
      throw new ApiFailure(
        REFUSAL_CODE.publishIrreversible,
        'A public character cannot be made private again',
      );
    }
    if (tags) await assertKnownTags(context, tags);
    const publishes = visibility === VISIBILITY.open && row.visibility === VISIBILITY.private;
    // An imported card may be someone else's work: its creator says they may publish it.
    if (publishes && row.card && !row.card.publishRightsConfirmedAt && confirmRights !== true) {
      throw new ApiFailure(
        REFUSAL_CODE.publishRightsNeeded,
        'Confirm that you may publish this imported character (it is yours, or its author allows it)',
      );
    }
    if (publishes) {
      await assertVerifiedWhereRequired(
        context.db,
        context.env.AGE_VERIFICATION_COUNTRIES,
        row.ownerId ?? '',
      );
    }
    const { description, greeting, personality, scenario, story } = rest;
    const edited = editedTexts(row, { description, greeting, personality, scenario, story });
    // Public, or becoming so: she must pass the character check as she will read after the edit.
    if (row.visibility === VISIBILITY.open || visibility === VISIBILITY.open) {
      await assertPublishableCharacter(context.services.moderation, { ...row, ...edited });
    }
    await context.db.transaction(async (tx) => {
      const rightsConfirmed =
        publishes && row.card && !row.card.publishRightsConfirmedAt
          ? { card: { ...row.card, publishRightsConfirmedAt: new Date().toISOString() } }
          : {};
      await tx
        .update(characters)
        .set({ ...edited, ...(tags ? { tags: [...new Set(tags)] } : {}), ...rightsConfirmed })
        .where(eq(characters.id, row.id));
      if (visibility === VISIBILITY.open && row.visibility === VISIBILITY.private) {
        await publishCharacter(tx, row);
      }
    });
    return detailOf(context, characterId);
  }),

  implement(customCharacterRebuildEndpoint, async ({ characterId }, context) => {
    assertFeatureOn(context.env, 'createRole');
    const rebuilt = await rebuildCharacter(context.db, signedInUid(context), characterId);
    await context.services.generation.wake(rebuilt.jobId);
    return rebuilt;
  }),
];
