/**
 * Paths of the user's personas (who the user is in a chat). Apart from `ENDPOINT_PATHS` because
 * only the persona settings screen and the chat's menu call them: other first loads skip them.
 */
export const PERSONA_PATHS = {
  personaList: '/v1/persona/list',
  personaSave: '/v1/persona/save',
  personaDelete: '/v1/persona/delete',
  conversationPersona: '/v1/session/persona',
  conversationPersonaSet: '/v1/session/persona/set',
} as const;
