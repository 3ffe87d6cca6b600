import { withCatalogPart } from '@client/i18n/activate-locale';

/**
 * The business refusals' wording with its texts in the active language. Both come with the first
 * refusal, so no page's first load carries them.
 */
export const loadRefusalWording = withCatalogPart('refusals', () => import('./refusal-wording'));
