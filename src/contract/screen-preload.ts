/**
 * Where the app asks, once idle, for the files of every screen and of its language's later
 * catalog parts (spec §9's idle preload): `?lang=<locale>&b=<build id>`.
 */
export const SCREEN_PRELOAD_PATH = '/preload/screens.json';

/** The files to fetch ahead: module scripts and the stylesheets they bring. */
export interface ScreenPreload {
  scripts: string[];
  styles: string[];
}
