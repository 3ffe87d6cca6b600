import { describe, expect, it } from 'vitest';
import { REFUSAL_CODE } from '../../src/contract/api-codes';
import { SHELL_REFUSAL_CODE } from '../../src/contract/shell-refusal-codes';

describe('the refusal codes the app shell reacts to', () => {
  it('are the same codes as the full list', () => {
    for (const [name, code] of Object.entries(SHELL_REFUSAL_CODE)) {
      expect(REFUSAL_CODE[name as keyof typeof REFUSAL_CODE], name).toBe(code);
    }
  });
});
