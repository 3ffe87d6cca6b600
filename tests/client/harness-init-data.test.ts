// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInitData } from '../../src/client/harness/init-data';

/** Telegram's documented check, written independently of the harness code. */
function isSignedBy(initData: string, botToken: string): boolean {
  const params = new URLSearchParams(initData);
  const hash = params.get('hash');
  params.delete('hash');
  const checkString = [...params.entries()]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex') === hash;
}

describe('harness init data', () => {
  it('is signed the way Telegram signs it, for the given bot only', async () => {
    const initData = await signInitData(
      {
        user: { id: 7, first_name: 'Ann', language_code: 'ja' },
        authDate: new Date(1_700_000_000_000),
        startParam: 'dT00Mg',
      },
      '123:token',
    );
    const params = new URLSearchParams(initData);
    expect(params.get('auth_date')).toBe('1700000000');
    expect(params.get('start_param')).toBe('dT00Mg');
    expect(JSON.parse(params.get('user') ?? '{}')).toMatchObject({ id: 7, language_code: 'ja' });
    expect(params.get('signature')).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(isSignedBy(initData, '123:token')).toBe(true);
    expect(isSignedBy(initData, '123:other')).toBe(false);
  });
});
