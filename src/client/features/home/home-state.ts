import { CHARACTER_LIST_SORT } from '@contract/enums';
import { atom } from 'jotai';
import type { CatalogueQuery } from './use-catalogue';

/** Home's tab and filters, kept while the user visits other screens. */
export const homeQueryAtom = atom<CatalogueQuery>({
  sort: CHARACTER_LIST_SORT.rec,
  style: null,
  tags: [],
});

/** Whether the preferred style from chat settings was already applied this visit. */
export const preferredStyleApplied = { done: false };
