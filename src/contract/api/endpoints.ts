import { recordSiteOpenEndpoint, reportEventsEndpoint } from './analytics-endpoints';
import { getConfigEndpoint, setLanguageEndpoint } from './config-endpoints';
import type { EndpointDefinition } from './endpoint';
import {
  emailLoginEndpoint,
  googleLoginEndpoint,
  linkLoginEndpoint,
  requestEmailLoginEndpoint,
  telegramLoginEndpoint,
} from './login-endpoints';
import {
  activateEndpoint,
  analyseGeoEndpoint,
  bindEmailEndpoint,
  bindGoogleEndpoint,
  bindTelegramEndpoint,
  confirmAdultEndpoint,
  deactivateEndpoint,
  enableNsfwEndpoint,
  exportDataEndpoint,
  initUserEndpoint,
  listBindsEndpoint,
  locationEndpoint,
  logoutEndpoint,
  myProfileEndpoint,
  publicProfileEndpoint,
  refreshTokenEndpoint,
  updateGeomEndpoint,
  updateProfileEndpoint,
  updateTagsEndpoint,
} from './user-endpoints';

/** Every API call, by name. Client calls and server handlers are both typed from this table. */
export const ENDPOINTS = {
  getConfig: getConfigEndpoint,
  setLanguage: setLanguageEndpoint,
  recordSiteOpen: recordSiteOpenEndpoint,
  reportEvents: reportEventsEndpoint,
  requestEmailLogin: requestEmailLoginEndpoint,
  emailLogin: emailLoginEndpoint,
  linkLogin: linkLoginEndpoint,
  googleLogin: googleLoginEndpoint,
  telegramLogin: telegramLoginEndpoint,
  refreshToken: refreshTokenEndpoint,
  logout: logoutEndpoint,
  listBinds: listBindsEndpoint,
  bindTelegram: bindTelegramEndpoint,
  bindGoogle: bindGoogleEndpoint,
  bindEmail: bindEmailEndpoint,
  myProfile: myProfileEndpoint,
  updateProfile: updateProfileEndpoint,
  updateTags: updateTagsEndpoint,
  initUser: initUserEndpoint,
  publicProfile: publicProfileEndpoint,
  confirmAdult: confirmAdultEndpoint,
  enableNsfw: enableNsfwEndpoint,
  exportData: exportDataEndpoint,
  deactivate: deactivateEndpoint,
  activate: activateEndpoint,
  analyseGeo: analyseGeoEndpoint,
  location: locationEndpoint,
  updateGeom: updateGeomEndpoint,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof ENDPOINTS;
