import type { PhotoTemplateId } from '@contract/studio';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The templates' names in the user's language; their prompts stay English (spec §5). */
export const TEMPLATE_NAMES: Record<PhotoTemplateId, MessageDescriptor> = {
  'beach-day': msg`Beach day`,
  'night-city': msg`Night city`,
  'cafe-date': msg`Café date`,
  'bedroom-evening': msg`Evening in`,
  'gym-selfie': msg`Gym selfie`,
  'snow-walk': msg`Snowy walk`,
  'library-study': msg`In the library`,
  'sunset-dress': msg`Golden hour`,
  'neon-club': msg`Neon night`,
  'office-break': msg`Office break`,
};
