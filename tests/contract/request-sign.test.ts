import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequestBody } from '../../src/contract/request-sign';
import { sha256Hex } from '../../src/contract/sha256';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('agrees with Node at every padding boundary and for non-ASCII text', () => {
    const samples = ['', 'abc', '😀 Привет 世界', 'x'.repeat(100_000)];
    for (let length = 50; length <= 130; length++) samples.push('a'.repeat(length));
    for (const sample of samples) expect(sha256Hex(sample)).toBe(nodeSha256(sample));
  });

  it('gives the known digest of "abc"', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('signRequestBody', () => {
  it('hashes the raw body followed by the secret', () => {
    const body = '{"t":1,"uuid":"d"}';
    expect(signRequestBody(body, 'dev-sign-secret')).toBe(nodeSha256(`${body}dev-sign-secret`));
  });
});
