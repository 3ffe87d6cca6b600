import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CODE } from '../../src/contract/api-codes';
import { signInWithEmail } from './helpers/sign-in';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signInWithEmail(t, 'bad.input@example.com'));
});
afterAll(() => t.close());

/** For each account, catalogue and chat call, params a client could send by mistake, and the field the answer names. */
const BAD_PARAMS: [path: string, params: Record<string, unknown>, field: string][] = [
  ['/v1/login/email/request-login', { email: 'a@b', useShortCode: true }, 'email'],
  ['/v1/login/email/request-login', { email: 'a@b.cd', useShortCode: 'yes' }, 'useShortCode'],
  ['/v1/login/email', { email: 'a@b.cd', code: 12345 }, 'code'],
  ['/v1/login/email/link', { tmpToken: 'short' }, 'tmpToken'],
  ['/v1/login/google', { credential: '' }, 'credential'],
  ['/v1/login/telegram', { initData: 42 }, 'initData'],
  ['/v1/user/bind/telegram', { initData: '' }, 'initData'],
  ['/v1/user/bind/google', {}, 'credential'],
  ['/v1/user/bind/email', { email: 'x@y.zz', code: 'abcdef' }, 'code'],
  ['/v1/user/update', { nick: '' }, 'nick'],
  ['/v1/user/update-tags', { tags: 'romance' }, 'tags'],
  ['/v1/user/init', { tags: Array.from({ length: 21 }, (_, index) => `t${index}`) }, 'tags'],
  ['/v1/user/profile', { uid: '' }, 'uid'],
  ['/v1/user/settings/confirm-adult', { confirmed: false }, 'confirmed'],
  ['/v1/user/settings/enable-nsfw', { enableNSFW: 'on' }, 'enableNSFW'],
  ['/v1/user/danger-zone/deactivate', { confirm: 'yes' }, 'confirm'],
  ['/v1/user/update-geom', { city: 'x'.repeat(81) }, 'city'],
  ['/v1/user/change-chat-model', { model: 'huge' }, 'model'],
  ['/v1/user/change-style', { style: 'cartoon' }, 'style'],
  ['/v1/character/list', { size: 500 }, 'size'],
  ['/v1/character/list', { tags: 'romantic' }, 'tags'],
  ['/v1/character/detail', { characterId: '' }, 'characterId'],
  ['/v1/character/like-op', { characterId: 'mei', state: 2 }, 'state'],
  ['/v1/session/from/character', { characterId: 7 }, 'characterId'],
  ['/v1/session/chat', { conversationId: 'x', content: '   ' }, 'content'],
  ['/v1/session/chat', { conversationId: 'x', content: 'y'.repeat(2001) }, 'content'],
  ['/v1/session/message/list', { conversationId: 'x', cursor: 'abc' }, 'cursor'],
  ['/v1/session/list', { size: 0 }, 'size'],
  ['/v1/session/from/character', { characterId: 'mei', storyId: '' }, 'storyId'],
  ['/v1/user/character-script/status', { characterId: 5 }, 'characterId'],
];

describe('calls with bad params', () => {
  it.each(BAD_PARAMS)('%s refuses %j with 1000 naming the field', async (path, params, field) => {
    const { status, envelope } = await t.call(path, { token, ...params });
    expect(status).toBe(200);
    expect(envelope.code).toBe(API_CODE.badParams);
    expect(envelope.msg).toContain(field);
    expect(envelope.data).toBeNull();
  });
});
