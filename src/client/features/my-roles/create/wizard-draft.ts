import { STORAGE_KEYS, storage } from '@client/lib/storage';
import type { Gender, OptionStep } from '@contract/character-options';
import { WIZARD_AGE_RANGE } from '@contract/character-options';
import { atom } from 'jotai';
import type { WizardStep } from './wizard-steps';

/** A character started from a public one (prompt mode's `cloneOf`). */
interface CloneSource {
  characterId: string;
  nick: string;
  portraitUrl: string;
}

/** Everything the wizard has been told so far; kept on the device until she is created. */
export interface WizardDraft {
  mode: 'template' | 'prompt';
  /** Where the template wizard is. */
  step: WizardStep;
  gender: Gender;
  style: 'realistic' | 'anime';
  age: number;
  /** The single choice of each option step made so far. */
  choices: Partial<Record<Exclude<OptionStep, 'kinks'>, string>>;
  kinks: string[];
  /** Her name; empty lets the server choose one. */
  name: string;
  /** Prompt mode's description. */
  description: string;
  cloneOf: CloneSource | null;
}

const EMPTY_DRAFT: WizardDraft = {
  mode: 'template',
  step: 'style',
  gender: 'woman',
  style: 'realistic',
  age: 24,
  choices: {},
  kinks: [],
  name: '',
  description: '',
  cloneOf: null,
};

function readDraft(): WizardDraft {
  try {
    const saved = JSON.parse(storage.get(STORAGE_KEYS.characterDraft) ?? 'null') as unknown;
    if (!saved || typeof saved !== 'object') return EMPTY_DRAFT;
    const draft = { ...EMPTY_DRAFT, ...(saved as Partial<WizardDraft>) };
    // A draft from an older build or another tab must still be one the wizard can show.
    draft.age = Math.min(WIZARD_AGE_RANGE.max, Math.max(WIZARD_AGE_RANGE.min, draft.age));
    return draft;
  } catch {
    return EMPTY_DRAFT;
  }
}

/** Whether the user has started a character and not created it yet. */
export function isDraftStarted(draft: WizardDraft): boolean {
  return (
    draft.step !== 'style' ||
    Object.keys(draft.choices).length > 0 ||
    draft.description.trim() !== '' ||
    draft.cloneOf !== null
  );
}

const savedDraftAtom = atom<WizardDraft>(readDraft());

/** The wizard's draft; every change is saved on the device (a half-finished wizard survives). */
export const wizardDraftAtom = atom(
  (get) => get(savedDraftAtom),
  (get, set, change: Partial<WizardDraft> | 'reset') => {
    const next = change === 'reset' ? EMPTY_DRAFT : { ...get(savedDraftAtom), ...change };
    set(savedDraftAtom, next);
    if (change === 'reset') storage.remove(STORAGE_KEYS.characterDraft);
    else storage.set(STORAGE_KEYS.characterDraft, JSON.stringify(next));
  },
);
