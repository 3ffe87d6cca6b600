import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeDataDir } from '../helpers/app-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
afterAll(() => removeDataDir(dataDir));

describe('npm start', () => {
  it('says in one plain line where to open the app, and which embedded defaults it runs on', async () => {
    // What `npm start` runs, on a port of the system's choosing, with no provider configured.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    for (const key of ['LLM_BASE_URL', 'COMFYUI_URL', 'IMAGES_API_BASE_URL', 'SMTP_URL']) {
      delete env[key];
    }
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await expect
        .poll(() => output, { timeout: 180_000 })
        .toMatch(/^Open http:\/\/localhost:\d+ in your browser\.$/m);
      const lines = output.split('\n');
      expect(lines.filter((line) => line.startsWith('Open '))).toHaveLength(1);
      for (const variable of ['LLM_BASE_URL', 'COMFYUI_URL', 'SMTP_URL', 'PAYPAL_CLIENT_ID']) {
        expect(lines.some((line) => line.startsWith('  ') && line.includes(variable))).toBe(true);
      }
      // No build noise: the bundler's timing block would be lines of plugin names and times.
      expect(output).not.toMatch(/PLUGIN_TIMINGS|took significant time/i);
      const address = /^Open (\S+) in your browser\.$/m.exec(output)?.[1] ?? '';
      const page = await fetch(address.replace('localhost', '127.0.0.1'));
      expect(page.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});
