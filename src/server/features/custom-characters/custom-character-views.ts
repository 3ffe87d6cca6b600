import type { CustomCharacterDetail } from '@contract/api/custom-character-endpoints';
import { CUSTOM_CHARACTER_STAGES } from '@contract/custom-characters';
import { CUSTOM_CHARACTER_STATUS, VISIBILITY } from '@contract/enums';
import type { generationJobs } from '../../db/schema/generation-jobs';
import type { CharacterRow } from '../characters/character-views';
import type { MediaSigner } from '../media/media-access';
import { publicMediaUrl } from '../media/media-address';

type JobProgress = Pick<typeof generationJobs.$inferSelect, 'progress' | 'stage' | 'failureReason'>;
type Stage = (typeof CUSTOM_CHARACTER_STAGES)[number];

const isStage = (stage: string | null | undefined): stage is Stage =>
  (CUSTOM_CHARACTER_STAGES as readonly (string | null | undefined)[]).includes(stage);

/** What the wizard chose for her look and character, as stored on her row. */
export function characterChoicesOf(row: CharacterRow) {
  return {
    gender: row.gender,
    age: row.age,
    race: row.race,
    eyeColor: row.eyeColor,
    hairstyle: row.hairstyle,
    hairColor: row.hairColor,
    body: row.body,
    breast: row.breast,
    hips: row.hips,
    clothing: row.clothing,
    kinks: row.kinks,
    occupation: row.occupation,
    personality: row.personality,
    relationship: row.relationship,
  };
}

/** Her texts in the language they were written in (stored under it and under English). */
function ownTexts(row: CharacterRow) {
  const texts = row.texts[row.customLanguage ?? 'en'] ?? row.texts.en;
  if (!texts) throw new Error(`character ${row.id} has no texts`);
  return texts;
}

/** The portrait's address: public once she is published, else signed for her owner. */
function portraitUrl(row: CharacterRow, signer: MediaSigner): string {
  if (!row.portraitMediaId) return '';
  if (row.visibility === VISIBILITY.open) return publicMediaUrl(row.portraitMediaId);
  return signer.signedUrl(row.portraitMediaId, row.ownerId ?? '');
}

function progressOf(row: CharacterRow, job: JobProgress | null) {
  const state = row.customState ?? CUSTOM_CHARACTER_STATUS.done;
  const isMaking =
    state === CUSTOM_CHARACTER_STATUS.onSubmit || state === CUSTOM_CHARACTER_STATUS.creating;
  if (!isMaking) {
    return { progress: state === CUSTOM_CHARACTER_STATUS.createFail ? 0 : 100, stage: null };
  }
  return {
    progress: job?.progress ?? 0,
    stage: isStage(job?.stage) ? job.stage : CUSTOM_CHARACTER_STAGES[0],
  };
}

export function toCustomCharacterSummary(
  row: CharacterRow,
  job: JobProgress | null,
  signer: MediaSigner,
) {
  return {
    characterId: row.id,
    nick: ownTexts(row).name,
    state: row.customState ?? CUSTOM_CHARACTER_STATUS.done,
    ...progressOf(row, job),
    style: row.style,
    portraitUrl: portraitUrl(row, signer),
    visibility: row.visibility,
    hiddenPendingReview: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toCustomCharacterDetail(
  row: CharacterRow,
  job: JobProgress | null,
  signer: MediaSigner,
): CustomCharacterDetail {
  const texts = ownTexts(row);
  const hasPersona =
    row.customState === CUSTOM_CHARACTER_STATUS.createSuccess ||
    row.customState === CUSTOM_CHARACTER_STATUS.done;
  return {
    ...toCustomCharacterSummary(row, job, signer),
    mode: row.customMode ?? 'template',
    card: row.card
      ? {
          creator: row.card.creator,
          sources: row.card.sources,
          characterVersion: row.card.characterVersion,
          creatorNotes: row.card.creatorNotes,
          alternateGreetings: row.card.alternateGreetings,
          exampleDialogue: row.card.exampleDialogue,
          publishRightsConfirmed: row.card.publishRightsConfirmedAt !== null,
        }
      : null,
    persona: hasPersona
      ? {
          description: texts.description,
          greeting: texts.greeting,
          personality: texts.personality,
          scenario: row.scenario,
          story: row.story ?? '',
        }
      : null,
    choices: {
      style: row.style,
      ...characterChoicesOf(row),
      name: texts.name,
    },
    description: row.customDescription,
    tags: row.tags,
    failureReason:
      row.customState === CUSTOM_CHARACTER_STATUS.createFail ? (job?.failureReason ?? null) : null,
    pricePaid: row.pricePaid,
  };
}
