import { describe, expect, it } from 'vitest';
import { resolveLegacyPath } from '../../src/contract/legacy-paths';
import {
  findRoute,
  localizePath,
  NAMED_ROUTES,
  ROUTES,
  splitLocalePrefix,
} from '../../src/contract/routes';

describe('route table', () => {
  it('has every route of spec §2 and the named routes', () => {
    expect(Object.values(ROUTES)).toEqual(
      expect.arrayContaining([
        '/',
        '/chat',
        '/chat/:conversationId',
        '/settings',
        '/settings/terms',
        '/settings/credit-card-manage',
        '/tour/chat',
        '/login/code',
        '/touch-test',
        '/pay/callback',
        '/landing',
        '/landing/role1',
        '/landing/role2',
        '/landing/role3',
        '/landing/landing2',
        '/my-roles',
        '/my-roles/create',
        '/ugc/generate-image',
      ]),
    );
    expect(NAMED_ROUTES).toEqual({ Roles: '/', SettingsTerms: '/settings/terms' });
  });

  it('matches paths with and without a locale prefix', () => {
    expect(findRoute('/')).toEqual({ id: 'home', params: {} });
    expect(findRoute('/ru')).toEqual({ id: 'home', params: {} });
    expect(findRoute('/zh-hant/settings/language')?.id).toBe('settingsLanguage');
    expect(findRoute('/chat/abc_123')).toEqual({
      id: 'chatConversation',
      params: { conversationId: 'abc_123' },
    });
    expect(findRoute('/settings/')?.id).toBe('settings');
  });

  it('returns null for unknown paths and failed parameter checks', () => {
    for (const path of [
      '/nope',
      '/chat/a/b',
      '/chat/a b',
      '/chat/%E0%A4%A',
      '/uk/settings',
      '/en/settings',
      `/chat/${'x'.repeat(65)}`,
    ]) {
      expect(findRoute(path), path).toBeNull();
    }
  });

  it('splits and builds locale prefixes; English and uk have none', () => {
    expect(splitLocalePrefix('/ar/settings')).toEqual({ prefix: 'ar', path: '/settings' });
    expect(splitLocalePrefix('/ar')).toEqual({ prefix: 'ar', path: '/' });
    expect(splitLocalePrefix('/arx')).toEqual({ prefix: null, path: '/arx' });
    expect(localizePath('/', 'ja')).toBe('/ja');
    expect(localizePath('/chat', 'zh-hant')).toBe('/zh-hant/chat');
    expect(localizePath('/chat', 'en')).toBe('/chat');
    expect(localizePath('/chat', 'uk')).toBe('/chat');
  });

  it('maps legacy /web paths', () => {
    expect(resolveLegacyPath('/web/chat/abc')).toBe('/chat/abc');
    expect(resolveLegacyPath('/web/landing_role_2')).toBe('/landing/role2');
    expect(resolveLegacyPath('/web/')).toBe('/');
    expect(resolveLegacyPath('/webx')).toBeNull();
    expect(resolveLegacyPath('/chat')).toBeNull();
  });
});
