import { describe, expect, it } from 'vitest';
import { addressToOpen, parseLogLine, startBanner } from '../../scripts/lib/start-banner.mjs';

describe('the npm start banner', () => {
  it('names the address a browser on this machine opens', () => {
    expect(addressToOpen('http://127.0.0.1:8080')).toBe('http://localhost:8080');
    expect(addressToOpen('http://0.0.0.0:3000')).toBe('http://localhost:3000');
    expect(addressToOpen('http://:::8080')).toBe('http://localhost:8080');
    expect(addressToOpen('http://fd00::5:8080')).toBe('http://[fd00::5]:8080');
    expect(addressToOpen('http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
  });

  it('says where to open the app and how to switch each embedded default', () => {
    const banner = startBanner('http://127.0.0.1:8080', [
      { capability: 'chat', inUse: 'the demo model', switchWith: 'LLM_BASE_URL' },
    ]);
    expect(banner.split('\n')).toEqual([
      '',
      'Open http://localhost:8080 in your browser.',
      'Running on embedded defaults (docs/operations.md explains each):',
      '  chat: the demo model; set LLM_BASE_URL to switch.',
      '',
    ]);
    expect(startBanner('http://127.0.0.1:8080')).not.toContain('embedded');
  });

  it('reads the server’s JSON log lines and nothing else', () => {
    expect(parseLogLine('{"msg":"listening","url":"http://127.0.0.1:1"}')).toEqual({
      msg: 'listening',
      url: 'http://127.0.0.1:1',
    });
    expect(parseLogLine('Building the client (dist/client)…')).toBeNull();
    expect(parseLogLine('{not json')).toBeNull();
  });
});
