import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/server/config/env';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      API_SIGN_SECRET: 'dev-sign-secret',
      BRAND: 'velora',
      ROOT_REDIRECT: undefined,
      BLOCKED_COUNTRIES: [],
      MAINTENANCE: false,
      DISABLED_FEATURES: [],
    });
  });

  it('names every bad variable and how to fix it', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BRAND: 'acme', ROOT_REDIRECT: '/' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="eighty" is invalid');
    expect(message).toContain('Set PORT to a TCP port number');
    expect(message).toContain('DATABASE_URL="mysql://x" is invalid');
    expect(message).toContain('BRAND="acme"');
    expect(message).toContain('ROOT_REDIRECT="/"');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      DATABASE_URL: undefined,
      PORT: 8080,
    });
  });
});
