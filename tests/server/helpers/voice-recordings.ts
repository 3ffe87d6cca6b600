import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const run = promisify(execFile);

/** The container and codec of a recording, as browsers and Telegram make them. */
const FORMATS = {
  /** Telegram's voice messages and Firefox's MediaRecorder. */
  ogg: { extension: 'ogg', codec: ['-c:a', 'libopus', '-b:a', '24k'] },
  /** Chromium's MediaRecorder. */
  webm: { extension: 'webm', codec: ['-c:a', 'libopus', '-b:a', '24k'] },
  wav: { extension: 'wav', codec: ['-c:a', 'pcm_s16le'] },
} as const;

/**
 * A recording of a spoken-like tone `seconds` long, made by the ffmpeg the app ships, in one of
 * the containers the app is sent.
 */
export async function makeRecording(
  seconds: number,
  format: keyof typeof FORMATS = 'ogg',
): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'recording-'));
  try {
    const { extension, codec } = FORMATS[format];
    const file = path.join(folder, `voice.${extension}`);
    await run(ffmpeg.path, [
      '-nostdin',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:sample_rate=48000:duration=${seconds}`,
      '-ac',
      '1',
      ...codec,
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
