import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { spawnChild } from '../../lib/child-processes';

/** Bars of a voice note's waveform. */
const WAVEFORM_BARS = 48;
/** The sample rate the loudness is measured at. */
const PCM_RATE = 8000;
/** A voice note's Opus bit rate: speech, as Telegram's own voice notes. */
const OPUS_BITRATE = '32k';

export interface OggOpusNote {
  bytes: Buffer;
  seconds: number;
  waveform: number[];
}

function runFfmpeg(args: string[], folder: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnChild(ffmpeg.path, ['-nostdin', '-hide_banner', ...args], {
      signal: AbortSignal.timeout(60_000),
      folder,
    });
    child.stdout?.resume();
    let tail = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      tail = (tail + chunk).slice(-1000);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${code}): ${tail.trim()}`)),
    );
  });
}

/** Loudness (RMS) of `bars` equal slices of 16-bit PCM, scaled so the loudest is 100. */
function waveformOf(pcm: Buffer, bars = WAVEFORM_BARS): number[] {
  const samples = Math.floor(pcm.length / 2);
  const per = Math.max(1, Math.floor(samples / bars));
  const levels = Array.from({ length: bars }, (_, bar) => {
    let sum = 0;
    let count = 0;
    for (let at = bar * per; at < Math.min(samples, (bar + 1) * per); at++) {
      const value = pcm.readInt16LE(at * 2) / 32768;
      sum += value * value;
      count++;
    }
    return count ? Math.sqrt(sum / count) : 0;
  });
  const loudest = Math.max(...levels, 1e-6);
  return levels.map((level) => Math.round((level / loudest) * 100));
}

/**
 * Turns speech audio (WAV or MP3) into a voice note: Opus in Ogg, as Telegram's `sendVoice` and
 * browsers play it, with its length and waveform, by the ffmpeg the app ships.
 */
export async function toOggOpus(audio: Buffer): Promise<OggOpusNote> {
  const folder = await mkdtemp(path.join(tmpdir(), 'voice-note-'));
  try {
    const input = path.join(folder, 'speech');
    const ogg = path.join(folder, 'note.ogg');
    const pcm = path.join(folder, 'note.pcm');
    await writeFile(input, audio);
    await runFfmpeg(
      [
        '-y',
        '-i',
        input,
        '-ac',
        '1',
        '-c:a',
        'libopus',
        '-b:a',
        OPUS_BITRATE,
        '-application',
        'voip',
        ogg,
        '-ac',
        '1',
        '-ar',
        String(PCM_RATE),
        '-f',
        's16le',
        pcm,
      ],
      folder,
    );
    const samples = await readFile(pcm);
    return {
      bytes: await readFile(ogg),
      seconds: Math.round((samples.length / 2 / PCM_RATE) * 10) / 10,
      waveform: waveformOf(samples),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
