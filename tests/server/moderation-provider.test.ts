import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../src/server/config/env';
import { createModerationProvider } from '../../src/server/providers/moderation/create-moderation';
import { createLogger } from '../../src/server/lib/logger';

const provider = createModerationProvider(parseEnv({}), createLogger('silent'));

/** Turns that count how often the provider asked for them. */
function countedTurns(turns: readonly string[]) {
  const asked = { count: 0 };
  return {
    asked,
    recentTurns: async () => {
      asked.count++;
      return turns;
    },
  };
}

describe('the moderation provider', () => {
  it('is the embedded checker by default, and a provider it does not know stops the start', () => {
    expect(provider.name).toBe('embedded');
    expect(() => parseEnv({ MODERATION_PROVIDER: 'somewhere' })).toThrow(EnvError);
  });

  it('reads no turns for a message that decides alone', async () => {
    const plain = countedTurns(['you are 12']);
    expect(await provider.checkText({ text: 'Good morning!', ...plain })).toEqual({
      verdict: 'allowed',
    });
    const both = countedTurns([]);
    expect(await provider.checkText({ text: 'sex with a kid', ...both })).toMatchObject({
      verdict: 'refused',
      category: 'sexual/minors',
    });
    expect(plain.asked.count + both.asked.count).toBe(0);
  });

  it('reads the turns once when the message needs them', async () => {
    const turns = countedTurns(['you are 12', 'okay']);
    expect(await provider.checkText({ text: 'now get naked', ...turns })).toMatchObject({
      verdict: 'refused',
    });
    expect(turns.asked.count).toBe(1);
  });

  it('answers that it did not check a picture', async () => {
    expect(
      await provider.checkPicture({ bytes: new Uint8Array([0xff, 0xd8]), mimeType: 'image/jpeg' }),
    ).toEqual({ verdict: 'notChecked' });
  });
});
