/**
 * Old `/web/...` links of spec §2 and the page each now opens. `/web/chat/<rest>` keeps its rest.
 * The server answers these with 301; the client maps them too for service-worker navigations.
 */
const LEGACY_WEB_PATHS: Readonly<Record<string, string>> = {
  '/web': '/',
  '/web/chat': '/chat',
  '/web/login/code': '/login/code',
  '/web/my-roles': '/my-roles',
  '/web/landing': '/landing',
  '/web/landing2': '/landing/landing2',
  '/web/landing_role_1': '/landing/role1',
  '/web/landing_role_2': '/landing/role2',
  '/web/landing_role_3': '/landing/role3',
};

/** The new path for a legacy `/web/...` path (without locale prefix), or null. */
export function resolveLegacyPath(path: string): string | null {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const direct = LEGACY_WEB_PATHS[trimmed];
  if (direct) return direct;
  if (path.startsWith('/web/chat/')) return path.slice('/web'.length);
  return null;
}
