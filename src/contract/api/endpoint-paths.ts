/**
 * Every API path, once. This module has no zod in it so the client can name endpoints without
 * downloading the schemas; it types its calls with `import type` of the definitions.
 */
export const ENDPOINT_PATHS = {
  getConfig: '/v1/config',
  setLanguage: '/v1/config/set/lang',
  recordSiteOpen: '/v1/open',
  reportEvents: '/v1/log/report',
  requestEmailLogin: '/v1/login/email/request-login',
  emailLogin: '/v1/login/email',
  linkLogin: '/v1/login/email/link',
  googleLogin: '/v1/login/google',
  telegramLogin: '/v1/login/telegram',
  refreshToken: '/v1/user/token',
  logout: '/v1/user/logout',
  listBinds: '/v1/user/binds',
  bindTelegram: '/v1/user/bind/telegram',
  bindGoogle: '/v1/user/bind/google',
  bindEmail: '/v1/user/bind/email',
  myProfile: '/v1/user/my-profile',
  updateProfile: '/v1/user/update',
  updateTags: '/v1/user/update-tags',
  initUser: '/v1/user/init',
  publicProfile: '/v1/user/profile',
  confirmAdult: '/v1/user/settings/confirm-adult',
  enableNsfw: '/v1/user/settings/enable-nsfw',
  exportData: '/v1/user/export',
  deactivate: '/v1/user/danger-zone/deactivate',
  activate: '/v1/user/danger-zone/activate',
  analyseGeo: '/v1/location/analyse-geo',
  location: '/v1/location',
  updateGeom: '/v1/user/update-geom',
} as const;
