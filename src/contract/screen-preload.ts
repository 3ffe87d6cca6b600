/**
 * Where the app asks, once idle, for the files of the screens a visitor is likely to open next
 * (spec §9's idle preload): `?lang=<locale>&b=<build id>&screens=<modules>&parts=<catalog parts>`.
 * A screen is named by its module below `src/client`, without extension
 * (`features/role/role-screen`), a part by its name (`chat`), each list comma-separated.
 */
export const SCREEN_PRELOAD_PATH = '/preload/screens.json';

/** The files to fetch ahead: module scripts and the stylesheets they bring. */
export interface ScreenPreload {
  scripts: string[];
  styles: string[];
}
