import type { CallParams } from '@client/lib/api/api-client';
import type { ENDPOINT_PATHS } from '@contract/api/endpoint-paths';
import type { WizardDraft } from './wizard-draft';

type CreateParams = CallParams<typeof ENDPOINT_PATHS.customCharacterCreate>;

/** What `/v1/custom-character/create` is sent for the draft in its mode. */
export function createParamsOf(draft: WizardDraft): CreateParams {
  const name = draft.name.trim() ? { name: draft.name.trim() } : {};
  if (draft.mode === 'prompt') {
    return {
      mode: 'prompt',
      description: draft.description.trim(),
      ...(draft.cloneOf ? { cloneOf: draft.cloneOf.characterId } : {}),
      ...name,
    };
  }
  const { choices } = draft;
  return {
    mode: 'template',
    style: draft.style,
    gender: draft.gender,
    age: draft.age,
    race: choices.race ?? '',
    eyeColor: choices.eyeColor ?? '',
    hairstyle: choices.hairstyle ?? '',
    hairColor: choices.hairColor ?? '',
    body: choices.body ?? '',
    // A man's wizard does not ask these.
    breast: draft.gender === 'woman' ? (choices.breast ?? '') : '',
    hips: draft.gender === 'woman' ? (choices.hips ?? '') : '',
    clothing: choices.clothing ?? '',
    kinks: draft.kinks,
    occupation: choices.occupation ?? '',
    personality: choices.personality ?? '',
    relationship: choices.relationship ?? '',
    ...name,
  };
}
