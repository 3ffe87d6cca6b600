import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { spawnChild } from '../../lib/child-processes';
import type { VoiceAudio } from './transcription-provider';

/** What transcription servers read best (whisper.cpp's server reads nothing else): 16 kHz mono. */
const SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = SAMPLE_RATE * 2;

/** Why a recording is not taken. */
export class VoiceAudioRefused extends Error {
  override name = 'VoiceAudioRefused';

  constructor(
    message: string,
    readonly reason: 'not-audio' | 'too-long' | 'too-short',
  ) {
    super(message);
  }
}

/** The length of the PCM in a WAV file ffmpeg wrote (its `data` chunk). */
function pcmBytes(wav: Buffer): number {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    // ffmpeg leaves the size at its maximum when it cannot seek back; what is there counts.
    if (id === 'data') return Math.min(size, wav.length - offset - 8);
    offset += 8 + size + (size % 2);
  }
  return 0;
}

/**
 * Any recording ffmpeg reads (WebM or Ogg Opus from a browser or Telegram, MP4/AAC from Safari,
 * WAV) as 16 kHz mono 16-bit WAV, with its length. Decoding stops just past `maxSeconds`, so a
 * long or endless upload costs no more than a full one; longer, shorter than `minSeconds`, or not
 * audio at all is refused (`VoiceAudioRefused`). The recording is never kept: it lives in a
 * temporary folder only while ffmpeg reads it.
 */
export async function prepareVoiceAudio(
  recording: Uint8Array,
  limits: { minSeconds: number; maxSeconds: number; signal: AbortSignal },
): Promise<VoiceAudio> {
  const folder = await mkdtemp(path.join(tmpdir(), 'voice-'));
  try {
    const source = path.join(folder, 'recording');
    const target = path.join(folder, 'voice.wav');
    await writeFile(source, recording);
    const decoded = await new Promise<boolean>((resolve, reject) => {
      const child = spawnChild(
        ffmpeg.path,
        [
          '-nostdin',
          '-v',
          'error',
          '-i',
          source,
          '-t',
          String(limits.maxSeconds + 1),
          '-vn',
          '-ac',
          '1',
          '-ar',
          String(SAMPLE_RATE),
          '-c:a',
          'pcm_s16le',
          '-map_metadata',
          '-1',
          '-fflags',
          '+bitexact',
          '-f',
          'wav',
          target,
        ],
        { signal: limits.signal, folder },
      );
      child.stdout?.resume();
      child.stderr?.resume();
      child.on('error', reject);
      child.on('close', (code) => {
        if (limits.signal.aborted) reject(limits.signal.reason);
        else resolve(code === 0);
      });
    });
    const wav = decoded ? await readFile(target).catch(() => null) : null;
    if (!wav) throw new VoiceAudioRefused('The recording is not audio we can read', 'not-audio');
    const durationSeconds = pcmBytes(wav) / BYTES_PER_SECOND;
    if (durationSeconds > limits.maxSeconds) {
      throw new VoiceAudioRefused(
        `A voice message may be at most ${limits.maxSeconds} seconds long`,
        'too-long',
      );
    }
    if (durationSeconds < limits.minSeconds) {
      throw new VoiceAudioRefused('The recording is too short to hear anything', 'too-short');
    }
    return { wav, durationSeconds };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
